import * as z from 'zod/mini';
import { exerciseInputSchema, toStudentCopy, type Answer, type Exercise, type ExerciseInputOf, type ExerciseOf, type StudentExerciseOf } from './contract.js';
import type { ImplementedType } from './registry.js';
import type { CheckableType, MediaType } from './types.js';

/** The id every fixture exercise gets: shuffles (and so index answers) are fixed by it. */
export const FIXTURE_ID = '5f0c8c1e-4b1a-4c5e-9d3f-2a7b6c8d9e01';
export const FIXTURE_SECTION_ID = '7a1d2e3f-5b6c-4d7e-8f90-1a2b3c4d5e6f';

export interface ValidFixture<T extends ImplementedType> {
  name: string;
  /** A create/update body as a client sends it. */
  input: { type: T } & Record<string, unknown>;
  /** Fields of the parsed body where parsing changes them (trimmed, defaulted). */
  parsed?: Partial<ExerciseInputOf<T>>;
}

export interface InvalidFixture {
  name: string;
  input: unknown;
  /** Issues the body must produce (path and message key); others may come along. */
  issues: Array<{ path: Array<string | number>; message: string }>;
}

export interface AnswerFixture<T extends CheckableType> {
  name: string;
  /** The answer, or how a student builds it from what they see (for answers that are indexes into shuffles). */
  answer: Answer<T> | ((copy: StudentExerciseOf<T>) => Answer<T>);
  /**
   * The expected flags (the score's counts follow from them), or how to read them off the
   * student copy where the flags follow a shuffled list (sort_into_columns: the pile's order).
   */
  items: boolean[] | ((copy: StudentExerciseOf<T>) => boolean[]);
}

/**
 * Per type: valid and invalid bodies, and answers for the first valid body with their scores.
 * The same data drives the unit tests in node and jsdom and can seed API and end-to-end tests.
 */
export interface ExerciseFixtures<T extends CheckableType> {
  type: T;
  valid: [ValidFixture<T>, ...Array<ValidFixture<T>>];
  invalid: InvalidFixture[];
  answers: Array<AnswerFixture<T>>;
  /** Answers the answer schema refuses: the API answers 400 and scores nothing. */
  badAnswers: Array<{ name: string; answer: unknown }>;
  /**
   * Orders that would give the answer away if a student copy showed a list in them (the key
   * order of shuffled lists); the leak test checks no list of the copy equals one.
   */
  keyOrders(exercise: ExerciseOf<T>): string[][];
  /**
   * The fully right answer, built as a student would from what they see: for API and
   * end-to-end tests, and to prove every shuffle maps back to the key.
   */
  solve(exercise: ExerciseOf<T>, copy: StudentExerciseOf<T>): Answer<T>;
}

/** A fixture body as the API would return it after saving. */
export function fixtureExercise(valid: { input: unknown }, id = FIXTURE_ID): Exercise {
  const parsed = z.parse(exerciseInputSchema, valid.input);
  return {
    ...parsed,
    id,
    lessonSectionId: FIXTURE_SECTION_ID,
    position: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The expected flags of an answer fixture for an exercise. */
export function fixtureItems<T extends CheckableType>(items: AnswerFixture<T>['items'], exercise: Exercise): boolean[] {
  return typeof items === 'function' ? items(toStudentCopy(exercise) as unknown as StudentExerciseOf<T>) : items;
}

/** The answer of a fixture, built from the student copy when it points into shuffled lists. */
export function fixtureAnswer<T extends CheckableType>(
  answer: Answer<T> | ((copy: StudentExerciseOf<T>) => Answer<T>),
  exercise: Exercise,
): Answer<T> {
  return typeof answer === 'function' ? answer(toStudentCopy(exercise) as unknown as StudentExerciseOf<T>) : answer;
}


/** A valid media body and what a student gets of it. */
export interface ValidMediaFixture<T extends MediaType> extends ValidFixture<T> {
  /** The frame an embed type shows (built from the parsed link); null for types without one. */
  frame?: string;
  /** False for a note hidden from students: their copy of the lesson leaves it out. */
  shown?: boolean;
}

/** Per media type: valid and invalid bodies (nothing to score). */
export interface MediaFixtures<T extends MediaType> {
  type: T;
  valid: [ValidMediaFixture<T>, ...Array<ValidMediaFixture<T>>];
  invalid: InvalidFixture[];
}
