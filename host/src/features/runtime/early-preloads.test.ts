import { ON_DEMAND_PRELOADS_ID, onDemandPreloads, preloadOnDemandScripts } from './early-preloads';

const PLAN = {
  session: { storageKey: 'token', scripts: ['/387.axios.js'] },
  language: { storageKey: 'locale', default: 'uk', scripts: { uk: ['/749.uk.js', '/490.uk.js'], en: ['/174.en.js'] } },
};

function pageWith(content: string | undefined): Document {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  if (content !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ON_DEMAND_PRELOADS_ID;
    script.textContent = content;
    document.body.append(script);
  }
  return document;
}

const storageWith = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('onDemandPreloads', () => {
  it("gives the stored language's scripts, and the session's only when a session is stored", () => {
    const page = pageWith(JSON.stringify(PLAN));
    expect(onDemandPreloads(page, storageWith({ locale: 'en' }))).toEqual(['/174.en.js']);
    expect(onDemandPreloads(page, storageWith({ locale: 'en', token: 'abc' }))).toEqual(['/174.en.js', '/387.axios.js']);
  });

  it('falls back to the default language when none or an unknown one is stored', () => {
    const page = pageWith(JSON.stringify(PLAN));
    expect(onDemandPreloads(page, storageWith({}))).toEqual(['/749.uk.js', '/490.uk.js']);
    expect(onDemandPreloads(page, storageWith({ locale: 'toString' }))).toEqual(['/749.uk.js', '/490.uk.js']);
    expect(onDemandPreloads(page, undefined)).toEqual(['/749.uk.js', '/490.uk.js']);
  });

  it('gives nothing without a plan (nginx, the dev server) or with a broken one, and only paths of this site', () => {
    expect(onDemandPreloads(pageWith(undefined), storageWith({ token: 'abc' }))).toEqual([]);
    expect(onDemandPreloads(pageWith('{broken'), storageWith({ token: 'abc' }))).toEqual([]);
    const foreign = { language: { storageKey: 'locale', default: 'uk', scripts: { uk: ['https://evil.example/x.js', '//evil.example/y.js', '/ok.js'] } } };
    expect(onDemandPreloads(pageWith(JSON.stringify(foreign)), storageWith({}))).toEqual(['/ok.js']);
  });
});

describe('preloadOnDemandScripts', () => {
  it('adds a low-priority script preload per chosen script', () => {
    const page = pageWith(JSON.stringify(PLAN));
    window.localStorage.setItem('token', 'abc');
    try {
      preloadOnDemandScripts(page);
    } finally {
      window.localStorage.removeItem('token');
    }
    const links = [...page.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/749.uk.js', '/490.uk.js', '/387.axios.js']);
    expect(links.every((link) => link.getAttribute('as') === 'script' && link.getAttribute('fetchpriority') === 'low')).toBe(true);
  });
});
