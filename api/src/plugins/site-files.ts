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

/** How often the files' modification times are looked at, at most. */
export const SITE_FILES_RECHECK_MS = 1_000;

/**
 * Reads index.html and the runtime config lazily and again only when their modification time
 * changes: a rebuild or a config edit applies at the next page, without a restart. `read` looks
 * at the times every call (pages: their policy and their config must match the files);
 * `readRecent` at most once per `recheckMs` (every other answer, API JSON above all: two `stat`
 * calls on each were a tenth of an answer save's CPU, docs/decisions/classroom-api.md).
 */
export function createSiteFiles(
  indexFile: string,
  appConfigFile: string,
  options: { recheckMs?: number; now?: () => number } = {},
): { read(): Promise<SiteSnapshot>; readRecent(): Promise<SiteSnapshot> } {
  const recheckMs = options.recheckMs ?? SITE_FILES_RECHECK_MS;
  const now = options.now ?? Date.now;
  let cached: { key: string; snapshot: SiteSnapshot } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<SiteSnapshot> | undefined;

  async function load(): Promise<SiteSnapshot> {
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
  }

  function read(): Promise<SiteSnapshot> {
    // Answers arriving together share one look at the files.
    reading ??= load().finally(() => {
      checkedAt = now();
      reading = undefined;
    });
    return reading;
  }

  return {
    read,
    readRecent() {
      if (cached && now() - checkedAt < recheckMs) return Promise.resolve(cached.snapshot);
      return read();
    },
  };
}
