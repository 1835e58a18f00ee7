import { INLINE_MANIFEST_ID, takeInlineManifest } from './inline-manifest';

const MANIFEST = { id: 'mfe_auth', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: [] };

function pageWith(url: string | undefined, content = JSON.stringify(MANIFEST)): Document {
  document.body.innerHTML = '';
  if (url !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_MANIFEST_ID;
    script.dataset.url = url;
    script.textContent = content;
    document.body.append(script);
  }
  return document;
}

describe('takeInlineManifest', () => {
  it('answers the request for the inlined manifest from the page, once', () => {
    const page = pageWith('/remotes/mfe-auth/mf-manifest.json');
    const answer = takeInlineManifest(new URL('/remotes/mfe-auth/mf-manifest.json', document.baseURI).href, page);
    expect(JSON.parse(answer ?? 'null')).toEqual(MANIFEST);
    // A second request (a retry, a reload of the remote) goes to the network.
    expect(takeInlineManifest(new URL('/remotes/mfe-auth/mf-manifest.json', document.baseURI).href, page)).toBeUndefined();
  });

  it('leaves other addresses to the network: another remote, a retry, an override', () => {
    const page = pageWith('/remotes/mfe-auth/mf-manifest.json');
    expect(takeInlineManifest(new URL('/remotes/mfe-content/mf-manifest.json', document.baseURI).href, page)).toBeUndefined();
    expect(takeInlineManifest(new URL('/remotes/mfe-auth/mf-manifest.json?mf-retry=1', document.baseURI).href, page)).toBeUndefined();
    expect(takeInlineManifest('http://localhost:3001/mf-manifest.json', page)).toBeUndefined();
    expect(page.getElementById(INLINE_MANIFEST_ID)).not.toBeNull();
  });

  it('gives nothing where the page has no inlined manifest (nginx, the dev server)', () => {
    expect(takeInlineManifest('/remotes/mfe-auth/mf-manifest.json', pageWith(undefined))).toBeUndefined();
  });
});
