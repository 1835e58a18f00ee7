import type { ComponentType } from 'react';
import type { ImplementedType } from '../registry.js';
import type { CheckableType } from '../types.js';
import type { Answer, Score, StudentExercise } from './contract.js';

/**
 * What every player takes. The player renders the task only: the card around it (title,
 * instruction, a "check" button, saved state) belongs to the page, which differs between the
 * lesson preview and the classroom.
 */
export interface PlayerProps<T extends ImplementedType = CheckableType> {
  /** The student copy: no answer key. */
  exercise: StudentExercise<T>;
  /** The answer so far; `undefined` before the student touched the task (always, for a media type: it has none). */
  answer: Answer<T> | undefined;
  /** Called with the whole answer after each change, in the wire shape of the type. */
  onAnswer(answer: Answer<T>): void;
  /**
   * The server's score: marks each item right or wrong. The marks stay until the page drops or
   * replaces it, so a page that lets the student keep answering clears it on the next change.
   */
  result?: Score;
  /** Shows the answer without letting it change (a teacher watching, a submitted homework). */
  readOnly?: boolean;
}

export type PlayerComponent<T extends ImplementedType = CheckableType> = ComponentType<PlayerProps<T>>;
