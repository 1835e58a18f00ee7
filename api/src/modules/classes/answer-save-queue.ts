import type { DatabaseHandle } from '../../db/client.js';
import { saveAnswerBatch, type BatchedSaveResult, type FastSave } from './classes.repository.js';

/** At most this many saves go in one statement (a class of thirty answering at once fits). */
const MAX_BATCH = 64;

interface Waiting {
  save: FastSave;
  settle: (result: BatchedSaveResult) => void;
}

/** The saves of one class waiting for the statement in flight, and whether one is. */
interface ClassLine {
  busy: boolean;
  waiting: Waiting[];
}

/**
 * Group commit of answer saves, per class (docs/decisions/classroom-api.md "The save, batched").
 * Every save of a class writes the class's next event number, so the saves of one class take
 * turns on its row until each commits; one commit each capped a class at a few hundred saves a
 * second whatever the hardware. Here a save goes out at once when its class has nothing in
 * flight; saves that arrive meanwhile wait and go out together, in arrival order, in one
 * statement and one commit (`saveAnswerBatch`), as soon as the one in flight is done. A quiet
 * class pays no delay; a busy one pays one commit per batch instead of one per save.
 *
 * Two saves of the same student and exercise never share a statement: the later one waits for
 * the next, so each is judged against what the earlier stored. A statement that fails settles
 * its saves with null: the route then takes the full path for each, which names the error.
 */
export function createAnswerSaveQueue(db: DatabaseHandle) {
  const lines = new Map<string, ClassLine>();

  async function drain(key: string, line: ClassLine): Promise<void> {
    while (line.waiting.length > 0) {
      const batch: Waiting[] = [];
      const rest: Waiting[] = [];
      const taken = new Set<string>();
      for (const item of line.waiting) {
        const answerKey = `${item.save.studentId}:${item.save.exerciseId}`;
        if (batch.length < MAX_BATCH && !taken.has(answerKey)) {
          taken.add(answerKey);
          batch.push(item);
        } else rest.push(item);
      }
      line.waiting = rest;
      const first = batch[0]?.save;
      if (!first) break;
      let results: BatchedSaveResult[];
      try {
        results = await saveAnswerBatch(db, first.schoolId, first.classId, batch.map((item) => item.save));
      } catch {
        results = batch.map(() => null);
      }
      batch.forEach((item, index) => item.settle(results[index] ?? null));
    }
    line.busy = false;
    lines.delete(key);
  }

  return {
    /** Saves an answer with the next statement of its class; null when a check failed or the statement did. */
    save(save: FastSave): Promise<BatchedSaveResult> {
      const key = `${save.schoolId}:${save.classId}`;
      let line = lines.get(key);
      if (!line) {
        line = { busy: false, waiting: [] };
        lines.set(key, line);
      }
      const current = line;
      const result = new Promise<BatchedSaveResult>((settle) => current.waiting.push({ save, settle }));
      if (!current.busy) {
        current.busy = true;
        void drain(key, current);
      }
      return result;
    },
  };
}

export type AnswerSaveQueue = ReturnType<typeof createAnswerSaveQueue>;
