import { and, asc, eq, sql } from 'drizzle-orm';
import { sortLessonSections } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { lessonSections, type LessonSectionRow } from './lesson-sections.table.js';

type NewLessonSection = typeof lessonSections.$inferInsert;

/** A lesson's sections in page order: by position, the homework last. */
export async function listLessonSections(tx: Database, schoolId: string, lessonId: string): Promise<LessonSectionRow[]> {
  const rows = await tx
    .select()
    .from(lessonSections)
    .where(and(eq(lessonSections.schoolId, schoolId), eq(lessonSections.lessonId, lessonId)))
    .orderBy(asc(lessonSections.position), asc(lessonSections.createdAt), asc(lessonSections.id));
  return sortLessonSections(rows);
}

export async function insertLessonSection(tx: Database, values: NewLessonSection): Promise<LessonSectionRow> {
  const [row] = await tx.insert(lessonSections).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLessonSection(tx: Database, schoolId: string, id: string, values: Pick<NewLessonSection, 'isHomework'>): Promise<LessonSectionRow> {
  const [row] = await tx
    .update(lessonSections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(lessonSections.schoolId, schoolId), eq(lessonSections.id, id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteLessonSection(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(lessonSections).where(and(eq(lessonSections.schoolId, schoolId), eq(lessonSections.id, id)));
}
