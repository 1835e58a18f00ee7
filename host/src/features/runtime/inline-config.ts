import { runtimeConfigSchema, type RuntimeConfig } from '@school/shared';

/** The element the embedded server writes into index.html (api/src/plugins/site-page.ts). */
export const INLINE_CONFIG_ID = 'app-config';

/**
 * The runtime config the server inlined into the page, which saves the `/app-config.json`
 * round trip before anything else can load. Undefined where nothing was inlined (nginx, the
 * dev server) or the content is not a valid config: the caller then fetches the file.
 */
export function readInlineRuntimeConfig(doc: Pick<Document, 'getElementById'> = document): RuntimeConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
