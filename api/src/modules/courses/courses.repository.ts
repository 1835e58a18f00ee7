import { and, asc, eq, ilike, inArray, or, sql, gt, max } from 'drizzle-orm';
import type { CourseType } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { courses, type CourseRow } from './courses.table.js';

type NewCourse = typeof courses.$inferInsert;


export async function listCourses(tx: Database, schoolId: string, type: CourseType, search: string): Promise<CourseRow[]> {
  const filters = [eq(courses.schoolId, schoolId), eq(courses.type, type)];
  if (search) {
    const pattern = likePattern(search);
    const matches = or(ilike(courses.name, pattern), ilike(courses.description, pattern));
    if (matches) filters.push(matches);
  }
  return tx
    .select()
    .from(courses)
    .where(and(...filters))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
}

export async function findCourse(tx: Database, schoolId: string, id: string): Promise<CourseRow | null> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCourses(tx: Database, schoolId: string, ids: readonly string[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), inArray(courses.id, [...ids])));
}

/** The position after the last course of the list. */
export async function nextPosition(tx: Database, schoolId: string, type: CourseType): Promise<number> {
  const [row] = await tx
    .select({ last: max(courses.position) })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.type, type)));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Moves every course after `position` one step down, making room right after it. */
export async function makeRoomAfter(tx: Database, schoolId: string, type: CourseType, position: number): Promise<void> {
  await tx
    .update(courses)
    .set({ position: sql`${courses.position} + 1` })
    .where(and(eq(courses.schoolId, schoolId), eq(courses.type, type), gt(courses.position, position)));
}

export async function insertCourse(tx: Database, values: NewCourse): Promise<CourseRow> {
  const [row] = await tx.insert(courses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCourse(
  tx: Database,
  schoolId: string,
  id: string,
  values: Partial<Pick<NewCourse, 'name' | 'description' | 'courseLanguage' | 'teachingLanguage' | 'level' | 'imageKey'>>,
): Promise<CourseRow | null> {
  const [row] = await tx
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)))
    .returning();
  return row ?? null;
}

export async function setCoursePosition(tx: Database, schoolId: string, id: string, position: number): Promise<void> {
  await tx
    .update(courses)
    .set({ position })
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)));
}

export async function deleteCourse(tx: Database, schoolId: string, id: string): Promise<CourseRow | null> {
  const [row] = await tx
    .delete(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)))
    .returning();
  return row ?? null;
}
