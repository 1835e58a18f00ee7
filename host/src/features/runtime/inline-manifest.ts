/** The element the embedded server writes into index.html (api/src/plugins/site-page.ts). */
export const INLINE_MANIFEST_ID = 'remote-manifest';

/**
 * The text of the federation manifest of the remote that owns the page, which the embedded
 * server inlined (with the manifest URL of the runtime config in `data-url`): answering the
 * runtime's manifest request from it saves a round trip between the host's start and the
 * remote's entry. Given once, for exactly that URL (resolved against the page); a retry
 * (`mf-retry` query), an override to another address or a second request goes to the network.
 */
export function takeInlineManifest(url: string, doc: Pick<Document, 'getElementById' | 'baseURI'> = document): string | undefined {
  const element = doc.getElementById(INLINE_MANIFEST_ID);
  const declared = element?.getAttribute('data-url');
  const text = element?.textContent;
  if (!element || !declared || !text) return undefined;
  let matches: boolean;
  try {
    matches = new URL(declared, doc.baseURI).href === new URL(url, doc.baseURI).href;
  } catch {
    matches = false;
  }
  if (!matches) return undefined;
  element.remove();
  return text;
}
