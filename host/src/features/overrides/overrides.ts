import { isOriginAllowed, type RuntimeConfig } from '@school/shared';

export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDES_STORAGE_KEY = 'mf-overrides';
export const RESET_VALUE = 'reset';

/** remote name -> manifest URL */
export type Overrides = Record<string, string>;

export type RefusalReason = 'origin' | 'unknown-remote' | 'malformed';
export interface RefusedOverride {
  remote: string;
  url: string;
  reason: RefusalReason;
}

export interface ParsedOverrideParams {
  reset: boolean;
  entries: { remote: string; url: string }[];
  malformed: string[];
}

/**
 * Reads `?mf-override=<remote>=<manifestUrl>` values: the parameter may repeat and each
 * value may hold several comma-separated pairs. `reset` clears every override.
 */
export function parseOverrideParams(values: readonly string[]): ParsedOverrideParams {
  const result: ParsedOverrideParams = { reset: false, entries: [], malformed: [] };
  for (const value of values) {
    for (const raw of value.split(',')) {
      const part = raw.trim();
      if (!part) continue;
      if (part === RESET_VALUE) {
        result.reset = true;
        continue;
      }
      const separator = part.indexOf('=');
      const remote = separator > 0 ? part.slice(0, separator).trim() : '';
      const url = separator > 0 ? part.slice(separator + 1).trim() : '';
      if (!/^[a-z][a-z0-9_]*$/.test(remote) || !url) result.malformed.push(part);
      else result.entries.push({ remote, url });
    }
  }
  return result;
}

export interface OverrideResolution {
  /** The overrides to apply (and store). */
  overrides: Overrides;
  refused: RefusedOverride[];
  /** The query held override parameters (they are removed from the address bar). */
  fromQuery: boolean;
}

/**
 * Merges the stored overrides with those of the query. Every override, stored or new, must
 * name a remote of the config and point at an allowlisted origin: loading a remote from any
 * other origin would run that origin's script in the site.
 */
export function resolveOverrides(options: {
  search: string;
  stored: Overrides;
  config: Pick<RuntimeConfig, 'remotes' | 'overrideAllowlist'>;
  base: string;
}): OverrideResolution {
  const { search, stored, config, base } = options;
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERRIDE_PARAM);
  const parsed = parseOverrideParams(values);
  const refused: RefusedOverride[] = parsed.malformed.map((part) => ({ remote: part, url: '', reason: 'malformed' }));

  const candidates: { remote: string; url: string; fromQuery: boolean }[] = [
    ...(parsed.reset ? [] : Object.entries(stored).map(([remote, url]) => ({ remote, url, fromQuery: false }))),
    ...parsed.entries.map((entry) => ({ ...entry, fromQuery: true })),
  ];

  const overrides: Overrides = {};
  for (const { remote, url, fromQuery } of candidates) {
    let reason: RefusalReason | null = null;
    if (!Object.hasOwn(config.remotes, remote)) reason = 'unknown-remote';
    else if (!isOriginAllowed(url, config.overrideAllowlist, base)) reason = 'origin';
    if (reason) {
      // A stored override that the allowlist no longer accepts is dropped quietly once
      // reported; one from the query is reported and never stored.
      if (fromQuery || reason === 'origin') refused.push({ remote, url, reason });
      continue;
    }
    overrides[remote] = new URL(url, base).href;
  }
  return { overrides, refused, fromQuery: values.length > 0 };
}

/** The address without the override parameters (kept out of links and bookmarks). */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OVERRIDE_PARAM);
  return url.href;
}

export function readStoredOverrides(storage: Storage | undefined = globalThis.localStorage): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function writeStoredOverrides(overrides: Overrides, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDES_STORAGE_KEY);
    else storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Without storage the override lasts for this page only.
  }
}

/** Applies the query to the stored overrides, cleans the address bar, and returns what to use. */
export function applyOverridesAtStart(config: Pick<RuntimeConfig, 'remotes' | 'overrideAllowlist'>): OverrideResolution {
  const resolution = resolveOverrides({
    search: globalThis.location.search,
    stored: readStoredOverrides(),
    config,
    base: globalThis.location.href,
  });
  writeStoredOverrides(resolution.overrides);
  if (resolution.fromQuery) {
    globalThis.history.replaceState(globalThis.history.state, '', withoutOverrideParams(globalThis.location.href));
  }
  return resolution;
}

export function resetOverrides(): void {
  writeStoredOverrides({});
  globalThis.location.reload();
}
