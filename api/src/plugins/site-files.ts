import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { runtimeConfigSchema, type RuntimeConfig } from '@school/shared/contracts';

/** What the server knows about the built site at serve time, re-read when a file changes. */
export interface SiteSnapshot {
  /** The host's `index.html`, or undefined before the host is built. */
  indexHtml: string | undefined;
  /** The runtime config served as `/app-config.json` (its defaults when the file is absent or invalid). */
  config: RuntimeConfig;
  /** `'sha256-…'` of each inline script of index.html: the only inline code the CSP lets run. */
  scriptHashes: string[];
}

const EMPTY_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({ remotes: {} });
/** Inline scripts that execute: no `src`, and no data type such as `application/json`. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module|text\/javascript)[^"]*")[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

/** Time and size: two writes within one timestamp tick rarely keep the same size too. */
async function versionOf(file: string): Promise<string> {
  try {
    const info = await stat(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return 'absent';
  }
}

/**
 * Reads index.html and the runtime config lazily and again only when their modification time
 * changes: a rebuild or a config edit applies at the next request, without a restart.
 */
export function createSiteFiles(indexFile: string, appConfigFile: string): { read(): Promise<SiteSnapshot> } {
  let cached: { key: string; snapshot: SiteSnapshot } | undefined;
  return {
    async read() {
      const key = `${await versionOf(indexFile)}|${await versionOf(appConfigFile)}`;
      if (cached?.key === key) return cached.snapshot;
      const indexHtml = await readFile(indexFile, 'utf8').catch(() => undefined);
      let config = EMPTY_CONFIG;
      try {
        const parsed = runtimeConfigSchema.safeParse(JSON.parse(await readFile(appConfigFile, 'utf8')));
        if (parsed.success) config = parsed.data;
      } catch {
        // No or unreadable config: the host falls back to its built-in defaults, same origin.
      }
      const snapshot: SiteSnapshot = { indexHtml, config, scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [] };
      cached = { key, snapshot };
      return snapshot;
    },
  };
}
