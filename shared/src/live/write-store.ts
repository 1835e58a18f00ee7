import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One write kept until the server has it: the newest of its key (older ones are never sent). */
export interface PendingWrite<TBody = unknown> {
  /** What the write is the newest version of (e.g. `answer:<classId>:<exerciseId>`). */
  key: string;
  /** The API path it is PUT to. */
  url: string;
  body: TBody;
  /** The key's counter: rises with every write of the key, across reloads (sent as `X-Answer-Revision`). */
  revision: number;
  /** Order of making, across keys: kept writes are sent in this order. */
  seq: number;
  /** When it was made (milliseconds since the epoch). */
  madeAt: number;
}

/** Where the queue keeps its writes and counters. */
export interface WriteStore {
  /** Gives `key` its next revision and keeps the write as the key's newest, in one step. */
  add: (key: string, url: string, body: unknown) => Promise<PendingWrite>;
  /** Raises the key's counter to at least `revision`. */
  raiseRevision: (key: string, revision: number) => Promise<void>;
  /** Removes the write if it is still its key's newest; says whether it was. */
  removeIfNewest: (write: PendingWrite) => Promise<boolean>;
  /** The kept writes, oldest first. */
  pending: () => Promise<PendingWrite[]>;
  close: () => Promise<void>;
}

interface WriteDatabase extends DBSchema {
  pending: { key: string; value: PendingWrite };
  /** The highest revision given out or seen from the server, per key. */
  revisions: { key: string; value: { key: string; revision: number } };
  /** The last `seq` given out. */
  counters: { key: 'seq'; value: number };
}

const DATABASE_VERSION = 1;

/** The database name of a scope; exported for tests and for clearing a user's data at sign-out. */
export function writeDatabaseName(scope: string): string {
  return `school-writes:${scope}`;
}

const bySeq = (a: PendingWrite, b: PendingWrite): number => a.seq - b.seq;

/** The store of a scope in IndexedDB: kept across reloads. Rejects if IndexedDB cannot be opened. */
export async function openIndexedDbStore(scope: string): Promise<WriteStore> {
  const database: IDBPDatabase<WriteDatabase> = await openDB<WriteDatabase>(writeDatabaseName(scope), DATABASE_VERSION, {
    upgrade(upgrading) {
      upgrading.createObjectStore('pending', { keyPath: 'key' });
      upgrading.createObjectStore('revisions', { keyPath: 'key' });
      upgrading.createObjectStore('counters');
    },
  });
  return {
    async add(key, url, body) {
      // One transaction: two saves (two tabs even) never get the same revision or order.
      const transaction = database.transaction(['pending', 'revisions', 'counters'], 'readwrite');
      const revisions = transaction.objectStore('revisions');
      const counters = transaction.objectStore('counters');
      const revision = ((await revisions.get(key))?.revision ?? 0) + 1;
      const seq = ((await counters.get('seq')) ?? 0) + 1;
      const write: PendingWrite = { key, url, body, revision, seq, madeAt: Date.now() };
      await revisions.put({ key, revision });
      await counters.put(seq, 'seq');
      await transaction.objectStore('pending').put(write);
      await transaction.done;
      return write;
    },
    async raiseRevision(key, revision) {
      const transaction = database.transaction('revisions', 'readwrite');
      const stored = await transaction.store.get(key);
      if ((stored?.revision ?? 0) < revision) await transaction.store.put({ key, revision });
      await transaction.done;
    },
    async removeIfNewest(write) {
      const transaction = database.transaction('pending', 'readwrite');
      const kept = await transaction.store.get(write.key);
      const newest = kept === undefined || kept.revision === write.revision;
      if (kept && newest) await transaction.store.delete(write.key);
      await transaction.done;
      return newest;
    },
    async pending() {
      return (await database.getAll('pending')).sort(bySeq);
    },
    close() {
      database.close();
      return Promise.resolve();
    },
  };
}

/**
 * The same in memory, for a browser that refuses IndexedDB (some private modes, storage turned
 * off): writes still wait for the connection and go in order, but a reload loses what is kept.
 */
export function createMemoryStore(): WriteStore {
  const pending = new Map<string, PendingWrite>();
  const revisions = new Map<string, number>();
  let seq = 0;
  return {
    add(key, url, body) {
      const revision = (revisions.get(key) ?? 0) + 1;
      seq += 1;
      const write: PendingWrite = { key, url, body, revision, seq, madeAt: Date.now() };
      revisions.set(key, revision);
      pending.set(key, write);
      return Promise.resolve(write);
    },
    raiseRevision(key, revision) {
      if ((revisions.get(key) ?? 0) < revision) revisions.set(key, revision);
      return Promise.resolve();
    },
    removeIfNewest(write) {
      const kept = pending.get(write.key);
      const newest = kept === undefined || kept.revision === write.revision;
      if (kept && newest) pending.delete(write.key);
      return Promise.resolve(newest);
    },
    pending: () => Promise.resolve([...pending.values()].sort(bySeq)),
    close: () => Promise.resolve(),
  };
}
