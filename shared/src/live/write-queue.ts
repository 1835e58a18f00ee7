import { api, errorMessage, onWriteAnswered, SESSION_ENDING_STATUSES, statusOf } from '@school/shared';
import type { BackoffOptions } from './event-stream.js';
import { createMemoryStore, openIndexedDbStore, type PendingWrite, type WriteStore } from './write-store.js';

export type { PendingWrite } from './write-store.js';

/**
 * Where the newest write of a key is, for the page to show:
 * - `idle`: nothing written in this visit and nothing kept;
 * - `saving`: on its way (or about to be);
 * - `saved`: the server has it (`savedAt` the server's time when it said so, else the browser's);
 * - `waiting`: kept in the browser until the server can be reached again;
 * - `failed`: the server refused it (`reason` is its message, '' if it sent none; `status` its
 *   HTTP status): not sent again. The next edit sends the whole answer again.
 */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; revision: number; savedAt: string }
  | { state: 'waiting' }
  | { state: 'failed'; reason: string; status: number | null };

/** Sends one write; resolves to the server's answer, rejects as the shared HTTP client does. */
export type SendWrite = (write: PendingWrite) => Promise<unknown>;

export interface WriteQueueOptions {
  /**
   * Whose writes these are (the signed-in user's id): each scope has its own database, so a
   * write kept for one user is never sent with another user's token.
   */
  scope: string;
  /** Default: `PUT url` through the shared HTTP client with the header `X-Answer-Revision`. */
  send?: SendWrite;
  /** Waits between attempts while the server cannot be reached. Default 1 s doubling to 30 s. */
  backoff?: BackoffOptions;
  /** Where writes are kept. Default: IndexedDB (`school-writes:<scope>`), in memory if the browser refuses it. */
  store?: Promise<WriteStore>;
  /** For tests: whether the browser says it is online, and the random part of the backoff. */
  isOnline?: () => boolean;
  random?: () => number;
}

const DEFAULT_BACKOFF = { initialMs: 1000, maxMs: 30_000 };
const IDLE: SaveStatus = { state: 'idle' };

/** The server could not be reached, or said it is down or restarting: keep the write, try later. */
function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 408 || status === 429 || status === 502 || status === 503 || status === 504;
}

const sendWithRevision: SendWrite = (write) => api.put<unknown>(write.url, write.body, { headers: { 'X-Answer-Revision': String(write.revision) } });

function savedAtOf(result: unknown): string {
  if (result && typeof result === 'object' && 'savedAt' in result && typeof result.savedAt === 'string') return result.savedAt;
  return new Date().toISOString();
}

function revisionOf(result: unknown): number | undefined {
  if (result && typeof result === 'object' && 'revision' in result && typeof result.revision === 'number') return result.revision;
  return undefined;
}

type Outcome = 'sent' | 'refused' | 'unreachable' | 'signed-out';

/**
 * Writes that must reach the server even if it cannot be reached now (a student's answers): each
 * write is stored in IndexedDB (write-store.ts) before it is sent, and removed when the server has it. Only the
 * newest write of a key is kept and sent; kept writes go out one at a time, in the order made,
 * when the browser comes back online, when any other write of the site succeeds, or on a retry
 * with backoff, and at start (what a reload left behind). Each carries a revision that rises per
 * key across reloads, so the server keeps only the newest (shared/design/CLASSROOM.md).
 *
 * Pages use it through `useAutosave`; one queue per scope (`writeQueue(scope)`).
 */
export class WriteQueue {
  /** Resolves once the store is open and the writes a reload left are back in the queue. */
  readonly ready: Promise<void>;
  private readonly store: Promise<WriteStore>;
  private readonly send: SendWrite;
  private readonly isOnline: () => boolean;
  private readonly random: () => number;
  private readonly initialMs: number;
  private readonly maxMs: number;
  private readonly statuses = new Map<string, SaveStatus>();
  private readonly listeners = new Set<() => void>();
  private readonly savedListeners = new Set<(write: PendingWrite, result: unknown) => void>();
  private readonly cleanups: (() => void)[] = [];
  private flushing = false;
  private flushAgain = false;
  /** The server could not be reached on the last attempt: new writes wait for the retry. */
  private unreachable = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(options: WriteQueueOptions) {
    this.send = options.send ?? sendWithRevision;
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
    this.random = options.random ?? Math.random;
    this.initialMs = options.backoff?.initialMs ?? DEFAULT_BACKOFF.initialMs;
    this.maxMs = options.backoff?.maxMs ?? DEFAULT_BACKOFF.maxMs;
    this.store = (options.store ?? openIndexedDbStore(options.scope)).catch((error: unknown) => {
      // Without IndexedDB answers still wait for the connection, only not through a reload.
      console.error('Kept writes cannot be stored in IndexedDB; keeping them in memory', error);
      return createMemoryStore();
    });

    const online = (): void => this.retryNow();
    globalThis.addEventListener?.('online', online);
    this.cleanups.push(() => globalThis.removeEventListener?.('online', online));
    // Another write of the site got through (not one of ours, which settle their own state):
    // the server is back.
    this.cleanups.push(
      onWriteAnswered(() => {
        if (this.unreachable) this.retryNow();
      }),
    );

    this.ready = this.store.then(async (store) => {
      const kept = await store.pending();
      for (const write of kept) this.setStatus(write.key, { state: 'saving' });
      if (kept.length > 0) void this.flush();
    });
  }

  /** The status of `key`'s newest write. The same object until it changes (for `useSyncExternalStore`). */
  status(key: string): SaveStatus {
    return this.statuses.get(key) ?? IDLE;
  }

  /** Calls `listener` after any status changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with every write the server accepted and its answer (e.g. to put it in the cache). */
  onSaved(listener: (write: PendingWrite, result: unknown) => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  /**
   * Keeps `body` as the newest write of `key` (replacing a kept older one) and sends it when it
   * can. Resolves to its revision once it is stored, before it is sent.
   */
  async save(key: string, url: string, body: unknown): Promise<number> {
    const { revision } = await (await this.store).add(key, url, body);
    if (this.unreachable || !this.isOnline()) {
      this.setStatus(key, { state: 'waiting' });
      if (!this.isOnline()) this.unreachable = true;
    } else {
      this.setStatus(key, { state: 'saving' });
      void this.flush();
    }
    return revision;
  }

  /**
   * The server has `revision` for `key` (read with the answers, or in a write's answer): the
   * next write of the key gets a higher one, or the server would ignore it. This matters when
   * the browser's counter is behind the server's (another device, cleared site data).
   */
  async observeRevision(key: string, revision: number): Promise<void> {
    await (await this.store).raiseRevision(key, revision);
  }

  /** The writes kept and not yet accepted, in the order they will be sent. */
  async pending(): Promise<PendingWrite[]> {
    return (await this.store).pending();
  }

  /** Sends what is kept now, without waiting for the backoff (e.g. the event stream just opened). */
  retryNow(): void {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.unreachable = false;
    void this.flush();
  }

  /** Stops sending and closes the store (kept writes stay for the next queue of the scope). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    for (const cleanup of this.cleanups) cleanup();
    await (await this.store).close();
  }

  /** Sends kept writes one at a time, oldest first, until none is left or the server cannot be reached. */
  private async flush(): Promise<void> {
    if (this.flushing) {
      // A write made while sending: the running pass picks it up.
      this.flushAgain = true;
      return;
    }
    this.flushing = true;
    try {
      await this.ready;
      do {
        this.flushAgain = false;
        for (const write of await this.pending()) {
          if (this.closed) return;
          if (!this.isOnline()) {
            await this.waitForConnection(false);
            return;
          }
          const outcome = await this.sendOne(write);
          if (outcome === 'unreachable' || outcome === 'signed-out') {
            // A session that ended needs a new sign-in, not a timer: the next start (or an
            // `online` event, or another write getting through) sends what is kept.
            await this.waitForConnection(outcome === 'unreachable');
            return;
          }
        }
      } while (this.flushAgain && !this.closed);
      this.failures = 0;
    } finally {
      this.flushing = false;
    }
  }

  private async sendOne(write: PendingWrite): Promise<Outcome> {
    this.setStatus(write.key, { state: 'saving' });
    let outcome: Outcome;
    let result: unknown;
    let failure: unknown;
    try {
      result = await this.send(write);
      outcome = 'sent';
    } catch (error) {
      failure = error;
      const status = statusOf(error);
      outcome = isUnreachable(error) ? 'unreachable' : status !== undefined && SESSION_ENDING_STATUSES.includes(status) ? 'signed-out' : 'refused';
    }
    if (this.closed) return outcome;
    if (outcome === 'unreachable' || outcome === 'signed-out') return outcome;

    this.unreachable = false;
    this.failures = 0;
    // Removed only if it is still the newest of its key: one made while this was on its way stays.
    const newest = await (await this.store).removeIfNewest(write);
    if (outcome === 'sent') {
      const serverRevision = revisionOf(result);
      if (serverRevision !== undefined && serverRevision > write.revision) await this.observeRevision(write.key, serverRevision);
      for (const listener of this.savedListeners) listener(write, result);
      // An answer to an older write says nothing about the newer one still kept.
      if (newest) this.setStatus(write.key, { state: 'saved', revision: write.revision, savedAt: savedAtOf(result) });
    } else if (newest) {
      this.setStatus(write.key, { state: 'failed', reason: errorMessage(failure, ''), status: statusOf(failure) ?? null });
    }
    return outcome;
  }

  /** Marks every kept write as waiting; with `retry`, tries again after the backoff. */
  private async waitForConnection(retry: boolean): Promise<void> {
    this.unreachable = true;
    for (const write of await this.pending()) this.setStatus(write.key, { state: 'waiting' });
    if (!retry || this.closed) return;
    this.failures += 1;
    const exponential = Math.min(this.maxMs, this.initialMs * 2 ** (this.failures - 1));
    // Up to a fifth more, at random, so a class cut off together does not come back together.
    const delay = Math.round(exponential * (1 + this.random() * 0.2));
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.retryNow(), delay);
  }

  private setStatus(key: string, status: SaveStatus): void {
    const current = this.statuses.get(key);
    if (current && JSON.stringify(current) === JSON.stringify(status)) return;
    this.statuses.set(key, status);
    for (const listener of this.listeners) listener();
  }
}

const queues = new Map<string, WriteQueue>();

/** The one queue of `scope` in this page (this module is a federated singleton, so one per site). */
export function writeQueue(scope: string): WriteQueue {
  let queue = queues.get(scope);
  if (!queue) {
    queue = new WriteQueue({ scope });
    queues.set(scope, queue);
  }
  return queue;
}
