import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes } from '../classes/index.js';
import { groupMembers } from '../groups/index.js';
import { users, type UserRow } from '../users/index.js';
import { likePattern } from '../../lib/like.js';
import { dictionaryEntries, type DictionaryEntryRow } from './dictionary.table.js';

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

export interface EntryFilter {
  page: number;
  limit: number;
  q?: string;
  /** One student's words; absent: every student's of the school (staff). */
  studentId?: string;
}

export interface EntryFields {
  phrase: string;
  translation: string;
  customTranslation: string | null;
  audio: string | null;
  language: DictionaryEntryRow['language'];
}

export async function listEntries(tx: Database, schoolId: string, filter: EntryFilter): Promise<{ rows: DictionaryEntryRow[]; total: number }> {
  const conditions: SQL[] = [eq(dictionaryEntries.schoolId, schoolId)];
  if (filter.studentId) conditions.push(eq(dictionaryEntries.studentId, filter.studentId));
  if (filter.q) {
    // A search finds the word by itself or by either translation.
    const pattern = likePattern(filter.q);
    const found = or(
      sql`lower(${dictionaryEntries.phrase}) like ${pattern}`,
      sql`lower(${dictionaryEntries.translation}) like ${pattern}`,
      sql`lower(coalesce(${dictionaryEntries.customTranslation}, '')) like ${pattern}`,
    );
    if (found) conditions.push(found);
  }
  const where = and(...conditions);
  const [totalRow] = await tx.select({ total: count() }).from(dictionaryEntries).where(where);
  const rows = await tx
    .select()
    .from(dictionaryEntries)
    .where(where)
    // Newest first: a word just added is on the first page.
    .orderBy(desc(dictionaryEntries.createdAt), desc(dictionaryEntries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findEntry(tx: Database, schoolId: string, id: string): Promise<DictionaryEntryRow | null> {
  const [row] = await tx
    .select()
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.schoolId, schoolId), eq(dictionaryEntries.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertEntry(tx: Database, schoolId: string, studentId: string, fields: EntryFields): Promise<DictionaryEntryRow> {
  const [row] = await tx
    .insert(dictionaryEntries)
    .values({ ...fields, schoolId, studentId })
    .returning();
  if (!row) throw new Error('dictionary insert returned no row');
  return row;
}

export async function updateEntry(tx: Database, schoolId: string, id: string, fields: EntryFields & { studentId: string }): Promise<DictionaryEntryRow | null> {
  const [row] = await tx
    .update(dictionaryEntries)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(dictionaryEntries.schoolId, schoolId), eq(dictionaryEntries.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEntry(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(dictionaryEntries).where(and(eq(dictionaryEntries.schoolId, schoolId), eq(dictionaryEntries.id, id)));
}

/** The school's students (role member), by name: the staff's filter. */
export async function listStudents(tx: Database, schoolId: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'member')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

export async function findStudent(tx: Database, schoolId: string, id: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id), eq(users.role, 'member')))
    .limit(1);
  return row ?? null;
}

export interface ClassPeople {
  teacherId: string | null;
  studentIds: string[];
}

/**
 * A class's teacher and students: a personal class's one student, a group class's the group's
 * members now (classes never copy them, docs/decisions/classroom-api.md). Null: no such class.
 */
export async function findClassPeople(tx: Database, schoolId: string, classId: string): Promise<ClassPeople | null> {
  const [row] = await tx
    .select({ teacherId: classes.teacherId, studentId: classes.studentId, groupId: classes.groupId })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, classId)))
    .limit(1);
  if (!row) return null;
  const studentIds = row.studentId ? [row.studentId] : [];
  if (row.groupId) {
    const members = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.schoolId, schoolId), eq(groupMembers.groupId, row.groupId)));
    studentIds.push(...members.map((member) => member.userId));
  }
  return { teacherId: row.teacherId, studentIds };
}
