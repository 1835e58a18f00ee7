import type { FileStorage } from './types.js';

/**
 * The object store with the disk behind it for reads: while `files:move` copies a school's files
 * over, a file not yet moved (or moved back) is still served from the disk. Writes go to `primary`
 * only; deletes go to both so nothing stays behind in either.
 */
export function withReadFallback(primary: FileStorage, fallback: FileStorage): FileStorage {
  return {
    kind: primary.kind,
    put: (key, body, options) => primary.put(key, body, options),
    async get(key, range) {
      return (await primary.get(key, range)) ?? fallback.get(key, range);
    },
    async stat(key) {
      return (await primary.stat(key)) ?? fallback.stat(key);
    },
    async delete(key) {
      await Promise.all([primary.delete(key), fallback.delete(key)]);
    },
    async copy(from, to) {
      if (await primary.copy(from, to)) return true;
      const body = await fallback.get(from);
      if (!body) return false;
      await primary.put(to, body);
      return true;
    },
    async *keys() {
      const seen = new Set<string>();
      for await (const key of primary.keys()) {
        seen.add(key);
        yield key;
      }
      for await (const key of fallback.keys()) if (!seen.has(key)) yield key;
    },
  };
}
