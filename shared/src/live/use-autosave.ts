import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SaveStatus, WriteQueue } from './write-queue.js';

/** How long after the last edit it is saved (shared/design/CLASSROOM.md; issue 21). */
export const AUTOSAVE_DELAY_MS = 2000;

export interface UseAutosaveOptions<TValue> {
  /** The queue of the signed-in user (`writeQueue(userId)`). */
  queue: WriteQueue;
  /** What the value is the newest version of (e.g. `answer:<classId>:<exerciseId>`). */
  key: string;
  /** Where it is PUT (e.g. `classes/<classId>/answers/<exerciseId>`). */
  url: string;
  /**
   * What the server has (from the cache): the starting value, and taken over later when it
   * changes (another tab, a teacher's reset), unless it is older than an edit made here.
   */
  value: TValue;
  /** The revision the server stored `value` under; unknown if not given. */
  revision?: number;
  /** Default 2 s. */
  delayMs?: number;
}

export interface Autosave<TValue> {
  /** What the page shows: the last edit made here, or the server's value. */
  value: TValue;
  /** An edit: shown at once, saved `delayMs` after the last one. */
  setValue: (next: TValue) => void;
  /** Where the newest edit is; `saving` from the first edit of a burst until the server has it. */
  status: SaveStatus;
  /** Saves the edit waiting for its delay now (leaving the page does this too). */
  saveNow: () => void;
}

const SAVING: SaveStatus = { state: 'saving' };

/**
 * The value of one exercise's answer, saved 2 s after the last edit through the offline write
 * queue. An answer from the server (the cache, fed by a write's answer or a live event) replaces
 * what is shown only if it is at least as new as the last edit made here: a late answer to an
 * older save never takes back what the student typed since.
 */
export function useAutosave<TValue>(options: UseAutosaveOptions<TValue>): Autosave<TValue> {
  const { queue, key, url, value, revision, delayMs = AUTOSAVE_DELAY_MS } = options;
  const [draft, setDraft] = useState<TValue>(value);
  const [editing, setEditing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The edit waiting for its delay, if any. */
  const unsaved = useRef<{ value: TValue } | null>(null);
  /** The revision of the last edit made here (0: none). */
  const localRevision = useRef(0);
  /** Edits handed to the queue and not yet stored (their revision is not known yet). */
  const storing = useRef(0);
  const target = useRef({ queue, key, url });

  const queueStatus = useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.status(key),
  );

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const edit = unsaved.current;
    if (!edit) return;
    unsaved.current = null;
    const { queue: to, key: of, url: at } = target.current;
    storing.current += 1;
    void to.save(of, at, edit.value).then((saved) => {
      storing.current -= 1;
      // Saved for an exercise this hook has left since: its revisions are not this one's.
      if (target.current.key !== of || target.current.queue !== to) return;
      localRevision.current = Math.max(localRevision.current, saved);
      // Still editing if another edit came while this one was being stored.
      if (!unsaved.current) setEditing(false);
    }, (error: unknown) => {
      // The store refused the write (storage full): nothing is on its way. The draft stays on
      // screen and the next edit tries again.
      storing.current -= 1;
      console.error('Answer not stored', error);
      if (!unsaved.current) setEditing(false);
    });
  }, []);

  // A new key or address is another answer: what waits for the old one is saved there first.
  useEffect(() => {
    const current = target.current;
    if (current.key === key && current.url === url && current.queue === queue) return;
    saveNow();
    if (current.key !== key || current.queue !== queue) localRevision.current = 0;
    target.current = { queue, key, url };
  }, [queue, key, url, saveNow]);

  const setValue = useCallback(
    (next: TValue) => {
      setDraft(next);
      setEditing(true);
      unsaved.current = { value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, delayMs);
    },
    [delayMs, saveNow],
  );

  /** The server's value last taken over, as JSON: a new object holding the same answer is no change. */
  const lastServerValue = useRef(JSON.stringify(value));
  // The server's value replaces the draft when it changed, unless an edit made here is newer: by
  // revision when the server's is known, else while an edit is not yet saved.
  useEffect(() => {
    if (revision !== undefined) void queue.observeRevision(key, revision);
    const serialized = JSON.stringify(value);
    if (serialized === lastServerValue.current) return;
    // An edit on its way to the queue is newer than anything the server could answer now.
    if (unsaved.current || storing.current > 0) return;
    const kept = queue.status(key).state;
    const newerHere = revision === undefined ? kept === 'saving' || kept === 'waiting' : revision < localRevision.current;
    if (newerHere) return;
    lastServerValue.current = serialized;
    setDraft(value);
  }, [queue, key, value, revision]);

  // Leaving the page or the exercise does not lose the last edit: it goes to the queue at once.
  useEffect(() => {
    globalThis.addEventListener?.('pagehide', saveNow);
    return () => {
      globalThis.removeEventListener?.('pagehide', saveNow);
      saveNow();
    };
  }, [saveNow]);

  return { value: draft, setValue, status: editing ? SAVING : queueStatus, saveNow };
}
