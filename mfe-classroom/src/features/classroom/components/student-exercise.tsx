import { useEffect } from 'react';
import { useAutosave, type SaveStatus, type WriteQueue } from '@school/shared/live';
import type { ClassExercise } from '../../../api/class-queries';
import type { StoredAnswer } from '../../../lib/classroom-contracts';
import { answerKey, answerUrl } from '../api/answers';
import { ExerciseComments } from './exercise-comments';
import { ExerciseFrame } from './exercise-frame';
import { SaveStatusText } from './save-status';

export interface StudentExerciseProps {
  classId: string;
  exercise: ClassExercise;
  stored: StoredAnswer | undefined;
  queue: WriteQueue;
  readOnly: boolean;
  /** A media exercise takes no answer: no save status. */
  answerable: boolean;
  /** Told each save status (the homework waits for every answer to be saved before it is sent to check). */
  onStatus?: (exerciseId: string, status: SaveStatus) => void;
}

/**
 * A student's exercise: each edit shown at once and saved 2 s after the last one through the
 * offline queue (kept in the browser while the server cannot be reached), with where it is.
 */
export function StudentExercise({ classId, exercise, stored, queue, readOnly, answerable, onStatus }: StudentExerciseProps) {
  const autosave = useAutosave<unknown>({ queue, key: answerKey(classId, exercise.id), url: answerUrl(classId, exercise.id), value: stored?.answer, revision: stored?.revision });
  useEffect(() => onStatus?.(exercise.id, autosave.status), [onStatus, exercise.id, autosave.status]);
  const { state } = autosave.status;
  // The marks belong to the answer the server scored, not to an edit it has not seen yet.
  const scored = stored?.score && (state === 'idle' || state === 'saved') ? stored.score : undefined;
  return (
    <ExerciseFrame
      exercise={exercise}
      answer={autosave.value}
      onAnswer={answerable && !readOnly ? autosave.setValue : undefined}
      result={scored}
      readOnly={readOnly || !answerable}
      // The player itself says the score ("3 of 5 correct") with its marks.
      footer={answerable ? <SaveStatusText status={autosave.status} /> : undefined}
    >
      <ExerciseComments classId={classId} exerciseId={exercise.id} />
    </ExerciseFrame>
  );
}
