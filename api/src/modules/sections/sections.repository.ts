import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lessons, type LessonRow } from '../lessons/index.js';
import { sections, type SectionRow } from './sections.table.js';

type NewSection = typeof sections.$inferInsert;

export async function listSections(tx: Database, schoolId: string, courseId: string): Promise<SectionRow[]> {
  return tx
    .select()
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.courseId, courseId)))
    .orderBy(asc(sections.position), asc(sections.createdAt), asc(sections.id));
}

/** The lessons of these sections, by position within each. */
export async function listLessonsOfSections(tx: Database, schoolId: string, sectionIds: readonly string[]): Promise<LessonRow[]> {
  if (sectionIds.length === 0) return [];
  return tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.schoolId, schoolId), inArray(lessons.sectionId, [...sectionIds])))
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
}

export async function insertSection(tx: Database, values: NewSection): Promise<SectionRow> {
  const [row] = await tx.insert(sections).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSection(tx: Database, schoolId: string, id: string, values: Pick<NewSection, 'name' | 'description'>): Promise<SectionRow> {
  const [row] = await tx
    .update(sections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(sections.schoolId, schoolId), eq(sections.id, id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteSection(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(sections).where(and(eq(sections.schoolId, schoolId), eq(sections.id, id)));
}
