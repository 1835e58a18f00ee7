// Runs in the host's entry, before the federation runtime has negotiated the shared libraries:
// it must import nothing from them (no @school/shared, no React).

/** The element the embedded server writes into index.html (api/src/plugins/site-page.ts). */
export const ON_DEMAND_PRELOADS_ID = 'on-demand-preloads';

interface OnDemandPreloads {
  session?: { storageKey?: string; scripts?: string[] };
  language?: { storageKey?: string; default?: string; scripts?: Record<string, string[]> };
}

function stored(storage: Pick<Storage, 'getItem'> | undefined, key: string | undefined): string | null {
  if (!key) return null;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The scripts of the first render that only the browser can choose: the stored language's
 * catalogues and date formats (else the default language's) and, with a stored session, the
 * HTTP client that restores it. Without them in advance they are fetched only after the whole
 * shell has loaded and run: one more round trip before the first page.
 */
export function onDemandPreloads(doc: Pick<Document, 'getElementById'>, storage: Pick<Storage, 'getItem'> | undefined): string[] {
  const text = doc.getElementById(ON_DEMAND_PRELOADS_ID)?.textContent;
  if (!text) return [];
  let plan: OnDemandPreloads;
  try {
    plan = JSON.parse(text) as OnDemandPreloads;
  } catch {
    return [];
  }
  const scripts: string[] = [];
  const languages = plan.language?.scripts ?? {};
  const language = stored(storage, plan.language?.storageKey);
  const known = (value: string | null | undefined): value is string => !!value && Object.prototype.hasOwnProperty.call(languages, value);
  const chosen = known(language) ? language : plan.language?.default;
  if (known(chosen)) scripts.push(...(languages[chosen] ?? []));
  if (stored(storage, plan.session?.storageKey)) scripts.push(...(plan.session?.scripts ?? []));
  return scripts.filter((href) => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//'));
}

/** Adds a low-priority preload link per script, like the server's own (site-page.ts). */
export function preloadOnDemandScripts(doc: Document = document): void {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    // Storage refused (privacy settings): the defaults are preloaded, the rest loads when asked.
    storage = undefined;
  }
  for (const href of onDemandPreloads(doc, storage)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    doc.head.append(link);
  }
}
