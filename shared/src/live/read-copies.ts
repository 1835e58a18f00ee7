import { useSyncExternalStore } from 'react';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { onSessionCleared, statusOf } from '@school/shared';

/**
 * The last answer of a few reads (the class a student is in, their answers), kept in IndexedDB so
 * that a page opened while the server cannot be reached still shows what it showed last time,
 * and the answers kept by the write queue can still be seen and changed
 * (docs/decisions/session-offline-restore.md). Kept per user; all of it is forgotten when the
 * session ends in this tab, and copies older than `MAX_AGE_MS` are never served.
 */

const DATABASE_NAME = 'school-reads';
const DATABASE_VERSION = 1;
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface ReadCopy {
  /** `<scope>|<key>`. */
  id: string;
  data: unknown;
  keptAt: number;
}

interface ReadDatabase extends DBSchema {
  copies: { key: string; value: ReadCopy };
}

let database: Promise<IDBPDatabase<ReadDatabase> | null> | null = null;

function openCopies(): Promise<IDBPDatabase<ReadDatabase> | null> {
  database ??= openDB<ReadDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(upgrading) {
      upgrading.createObjectStore('copies', { keyPath: 'id' });
    },
  }).catch(() => null); // A browser without IndexedDB: reads simply fail offline, as before.
  return database;
}

/** Same rule as the write queue: no answer at all, or a gateway saying the API is away. */
function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 502 || status === 503 || status === 504;
}

// Which reads are showing a kept copy now, for the page to say so.
const servedFromCopy = new Set<string>();
const listeners = new Set<() => void>();

function markServed(id: string, fromCopy: boolean): void {
  if (servedFromCopy.has(id) === fromCopy) return;
  if (fromCopy) servedFromCopy.add(id);
  else servedFromCopy.delete(id);
  for (const listener of listeners) listener();
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ((error as { name?: unknown }).name === 'CanceledError' || (error as { code?: unknown }).code === 'ERR_CANCELED');
}

/**
 * Reads through `read`: keeps a successful answer as `scope`'s copy of `key`; when the server
 * cannot be reached, answers the kept copy instead (and marks `key` as shown from a copy until a
 * read succeeds). Any other failure, or no copy, fails as `read` did.
 */
export async function readWithCopy<T>(scope: string, key: string, read: () => Promise<T>): Promise<T> {
  const id = `${scope}|${key}`;
  try {
    const data = await read();
    markServed(id, false);
    void openCopies().then((copies) => copies?.put('copies', { id, data, keptAt: Date.now() }).catch(() => undefined));
    return data;
  } catch (error) {
    if (!isUnreachable(error) || isAbort(error)) throw error;
    const copies = await openCopies();
    const copy = await copies?.get('copies', id).catch(() => undefined);
    if (!copy || Date.now() - copy.keptAt > MAX_AGE_MS) throw error;
    markServed(id, true);
    return copy.data as T;
  }
}

/** True while the read of `key` for `scope` shows a kept copy (the server could not be reached). */
export function useShownFromCopy(scope: string | null | undefined, key: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (scope ? servedFromCopy.has(`${scope}|${key}`) : false),
  );
}

/** Forgets every kept copy of every user (the session ended in this browser). */
export async function forgetReadCopies(): Promise<void> {
  const open = await database;
  open?.close();
  database = null;
  servedFromCopy.clear();
  for (const listener of listeners) listener();
  await deleteDB(DATABASE_NAME).catch(() => undefined);
}

onSessionCleared(() => void forgetReadCopies());
