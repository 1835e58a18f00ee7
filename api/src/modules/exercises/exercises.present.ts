import { toStudentCopy, type Exercise, type StudentExercise } from '@school/exercises';
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

/**
 * What the reader gets: staff the full exercise, a member (student) the copy without the answer
 * key (EXERCISES.md "What a student's browser may see"). Every answer carrying exercises goes
 * through here.
 */
export function presentExercise(row: ExerciseRow, auth: AuthContext): Exercise | StudentExercise {
  const exercise = exerciseFromRow(row);
  return auth.user.role === 'staff' ? exercise : toStudentCopy(exercise);
}
