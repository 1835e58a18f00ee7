import type { Database } from '../../db/client.js';
import { forgetOwnedFiles } from '../files/index.js';
import type { FilesService } from '../files/index.js';

/**
 * Files referenced by exercise content (a picture of label_the_pictures, later images, audio,
 * PDFs). Content refers to a file by its key or by its URL (`/tenant/files/{key}`); any string
 * of the content that is one of these and names a file of the school is a file of the exercise.
 * Looking at every string, not at named fields, keeps this right for types added later.
 */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const URL_PREFIX = '/tenant/files/';

function keyOf(value: string): string | null {
  if (KEY.test(value)) return value.toLowerCase();
  if (value.startsWith(URL_PREFIX) && KEY.test(value.slice(URL_PREFIX.length))) return value.slice(URL_PREFIX.length).toLowerCase();
  return null;
}

/** Every key-like string of the content (whether a file exists under it is for the caller to see). */
export function fileKeysOf(content: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof content === 'string') {
    const key = keyOf(content);
    if (key) found.add(key);
  } else if (Array.isArray(content)) {
    for (const item of content) fileKeysOf(item, found);
  } else if (content && typeof content === 'object') {
    for (const value of Object.values(content)) fileKeysOf(value, found);
  }
  return found;
}

function replaceKeys(content: unknown, keys: ReadonlyMap<string, string>): unknown {
  if (typeof content === 'string') {
    const key = keyOf(content);
    const replacement = key ? keys.get(key) : undefined;
    if (!replacement) return content;
    return content.startsWith(URL_PREFIX) ? `${URL_PREFIX}${replacement}` : replacement;
  }
  if (Array.isArray(content)) return content.map((item) => replaceKeys(item, keys));
  if (content && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([name, value]) => [name, replaceKeys(value, keys)]));
  }
  return content;
}

/**
 * The content of a copied exercise: each file of the school it names is copied (new key, same bytes)
 * and the copy names the new one. New keys are added to `created`, so the caller can delete their
 * bytes if the transaction fails after all.
 */
export async function copyContentFiles(
  tx: Database,
  files: FilesService,
  schoolId: string,
  content: Record<string, unknown>,
  created: string[],
): Promise<Record<string, unknown>> {
  const keys = fileKeysOf(content);
  if (keys.size === 0) return content;
  const replaced = new Map<string, string>();
  for (const key of keys) {
    // The copy is an exercise file nobody owns yet: the caller's new exercise adopts it.
    const copy = await files.copy(tx, schoolId, key, { purpose: 'exercise', uploadedBy: null });
    if (copy) {
      created.push(copy);
      replaced.set(key, copy);
    }
  }
  return replaceKeys(content, replaced) as Record<string, unknown>;
}

/**
 * Drops the rows of the files these (about to be deleted) exercises own and nothing else names, in
 * `tx`, and returns their keys, whose bytes the caller purges after the commit. A file is never
 * dropped because a content names it: naming the school's logo or another teacher's picture in a
 * text and deleting the exercise once deleted that file.
 */
export async function forgetContentFiles(tx: Database, schoolId: string, owners: readonly { id: string }[]): Promise<string[]> {
  return forgetOwnedFiles(
    tx,
    schoolId,
    owners.map((owner) => owner.id),
  );
}
