import { isShownToStudent, toStudentCopy, type Exercise, type StudentExercise } from '@school/exercises';
import { exerciseNotFound } from '../structure/access.js';
import type { AuthContext } from '../users/users.repository.js';
import type { ExerciseRow } from './exercises.table.js';

/** The stored row as the full exercise: common columns plus the type's fields from `content`. */
export function exerciseFromRow(row: ExerciseRow): Exercise {
  return {
    ...row.content,
    id: row.id,
    lessonSectionId: row.lessonSectionId,
    position: row.position,
    type: row.type,
    title: row.title,
    instruction: row.instruction,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as Exercise;
}

const isStaff = (auth: AuthContext) => auth.user.role === 'staff';

/**
 * Whether the reader gets this exercise at all: staff always; a member (student) not a note
 * hidden from students, which for them does not exist (absent from lists, 404 on its own).
 */
export function readableBy(auth: AuthContext, exercise: Exercise): boolean {
  return isStaff(auth) || isShownToStudent(exercise);
}

/**
 * What the reader gets of one exercise: staff the full exercise, a member (student) the copy
 * without the answer key (EXERCISES.md "What a student's browser may see"), or 404 for a note
 * hidden from them. Every answer carrying exercises goes through here or `presentExercises`.
 */
export function presentExercise(row: ExerciseRow, auth: AuthContext): Exercise | StudentExercise {
  const exercise = exerciseFromRow(row);
  if (!readableBy(auth, exercise)) throw exerciseNotFound();
  return isStaff(auth) ? exercise : toStudentCopy(exercise);
}

/** A list as the reader gets it: for a member, without the notes hidden from students. */
export function presentExercises(rows: readonly ExerciseRow[], auth: AuthContext): Array<Exercise | StudentExercise> {
  return rows.map(exerciseFromRow).filter((exercise) => readableBy(auth, exercise)).map((exercise) => (isStaff(auth) ? exercise : toStudentCopy(exercise)));
}
