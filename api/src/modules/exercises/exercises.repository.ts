import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lessonSections } from '../lesson-sections/index.js';
import { lessons } from '../lessons/index.js';
import { sections } from '../sections/index.js';
import { exerciseCheckAttempts, exercises, type ExerciseCheckAttemptRow, type ExerciseRow } from './exercises.table.js';

type NewExercise = typeof exercises.$inferInsert;

export async function listExercises(tx: Database, schoolId: string, lessonSectionId: string): Promise<ExerciseRow[]> {
  return tx
    .select()
    .from(exercises)
    .where(and(eq(exercises.schoolId, schoolId), eq(exercises.lessonSectionId, lessonSectionId)))
    .orderBy(asc(exercises.position), asc(exercises.createdAt), asc(exercises.id));
}

export async function insertExercise(tx: Database, values: NewExercise): Promise<ExerciseRow> {
  const [row] = await tx.insert(exercises).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateExercise(
  tx: Database,
  schoolId: string,
  id: string,
  values: Partial<Pick<NewExercise, 'title' | 'instruction' | 'content' | 'lessonSectionId' | 'position'>>,
): Promise<ExerciseRow> {
  const [row] = await tx
    .update(exercises)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(exercises.schoolId, schoolId), eq(exercises.id, id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteExercise(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(exercises).where(and(eq(exercises.schoolId, schoolId), eq(exercises.id, id)));
}

/** The id and content of every exercise under a piece of a course (to forget their files when it is deleted). */
export async function exerciseContentsUnder(
  tx: Database,
  schoolId: string,
  under: { courseId: string } | { sectionId: string } | { lessonId: string } | { lessonSectionId: string },
): Promise<{ id: string; content: unknown }[]> {
  return tx
    .select({ id: exercises.id, content: exercises.content })
    .from(exercises)
    .innerJoin(lessonSections, eq(lessonSections.id, exercises.lessonSectionId))
    .innerJoin(lessons, eq(lessons.id, lessonSections.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(
      and(
        eq(exercises.schoolId, schoolId),
        'courseId' in under
          ? eq(sections.courseId, under.courseId)
          : 'sectionId' in under
            ? eq(sections.id, under.sectionId)
            : 'lessonId' in under
              ? eq(lessons.id, under.lessonId)
              : eq(lessonSections.id, under.lessonSectionId),
      ),
    );
}

export async function listExercisesOfLessonSections(tx: Database, schoolId: string, ids: readonly string[]): Promise<ExerciseRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(exercises)
    .where(and(eq(exercises.schoolId, schoolId), inArray(exercises.lessonSectionId, [...ids])))
    .orderBy(asc(exercises.position), asc(exercises.createdAt), asc(exercises.id));
}

export async function insertCheckAttempt(tx: Database, values: typeof exerciseCheckAttempts.$inferInsert): Promise<void> {
  await tx.insert(exerciseCheckAttempts).values(values);
}

/** The checks of one exercise, oldest first (for the classroom's view of attempts). */
export async function listCheckAttempts(tx: Database, schoolId: string, exerciseId: string): Promise<ExerciseCheckAttemptRow[]> {
  return tx
    .select()
    .from(exerciseCheckAttempts)
    .where(and(eq(exerciseCheckAttempts.schoolId, schoolId), eq(exerciseCheckAttempts.exerciseId, exerciseId)))
    .orderBy(asc(exerciseCheckAttempts.createdAt), asc(exerciseCheckAttempts.id));
}
