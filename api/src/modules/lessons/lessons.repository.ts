import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lessons, type LessonRow } from './lessons.table.js';

type NewLesson = typeof lessons.$inferInsert;

export async function listLessons(tx: Database, schoolId: string, sectionId: string): Promise<LessonRow[]> {
  return tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.schoolId, schoolId), eq(lessons.sectionId, sectionId)))
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
}

export async function insertLesson(tx: Database, values: NewLesson): Promise<LessonRow> {
  const [row] = await tx.insert(lessons).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLesson(
  tx: Database,
  schoolId: string,
  id: string,
  values: Partial<Pick<NewLesson, 'name' | 'description' | 'sectionId' | 'position'>>,
): Promise<LessonRow> {
  const [row] = await tx
    .update(lessons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(lessons.schoolId, schoolId), eq(lessons.id, id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteLesson(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(lessons).where(and(eq(lessons.schoolId, schoolId), eq(lessons.id, id)));
}
