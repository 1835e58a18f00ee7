import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { exercises } from '../exercises/index.js';
import { files, type FilePurpose, type FileRow } from './files.table.js';

export interface NewFile {
  key: string;
  schoolId: string;
  contentType: string;
  size: number;
  purpose?: FilePurpose | null;
  uploadedBy?: string | null;
  ownerExerciseId?: string | null;
}

export async function insertFile(tx: Database, row: NewFile): Promise<void> {
  await tx.insert(files).values(row);
}

export async function findFile(tx: Database, schoolId: string, key: string): Promise<FileRow | null> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.schoolId, schoolId), eq(files.key, key)))
    .limit(1);
  return row ?? null;
}

/** Public file reads go by key alone (keys are random): run on the system connection. */
export async function findFileByKey(db: Database, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row ?? null;
}

export async function deleteFileRow(tx: Database, schoolId: string, key: string): Promise<boolean> {
  const rows = await tx
    .delete(files)
    .where(and(eq(files.schoolId, schoolId), eq(files.key, key)))
    .returning({ key: files.key });
  return rows.length > 0;
}

/**
 * Makes `exerciseId` the owner of those of `keys` that are exercise uploads nobody owns yet and,
 * when `uploadedBy` is given, that this user uploaded. Someone else's upload, a logo, an avatar or
 * library media named in a content never becomes the exercise's.
 */
export async function adoptFiles(tx: Database, schoolId: string, exerciseId: string, keys: readonly string[], uploadedBy: string | null): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(files)
    .set({ ownerExerciseId: exerciseId })
    .where(
      and(
        eq(files.schoolId, schoolId),
        inArray(files.key, [...keys]),
        isNull(files.ownerExerciseId),
        eq(files.purpose, 'exercise'),
        uploadedBy ? eq(files.uploadedBy, uploadedBy) : undefined,
      ),
    );
}

/**
 * Drops the rows of the files these exercises own (only `keys` of them when given) that no other
 * exercise of the school names, and returns their keys for the caller to purge after the commit.
 * A file still named elsewhere stays, owned from then on by one exercise that names it, so it goes
 * with the last of them.
 */
export async function forgetOwnedFiles(tx: Database, schoolId: string, exerciseIds: readonly string[], keys?: readonly string[]): Promise<string[]> {
  if (exerciseIds.length === 0 || keys?.length === 0) return [];
  const owned = await tx
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.schoolId, schoolId), inArray(files.ownerExerciseId, [...exerciseIds]), keys ? inArray(files.key, [...keys]) : undefined));
  const forgotten: string[] = [];
  for (const { key } of owned) {
    // Keys are lowercase UUIDs (no LIKE wildcards); content is stored as the JSON the API wrote.
    const [named] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.schoolId, schoolId), notInArray(exercises.id, [...exerciseIds]), sql`${exercises.content}::text ilike ${`%${key}%`}`))
      .limit(1);
    if (named) await tx.update(files).set({ ownerExerciseId: named.id }).where(and(eq(files.schoolId, schoolId), eq(files.key, key)));
    else if (await deleteFileRow(tx, schoolId, key)) forgotten.push(key);
  }
  return forgotten;
}

/** Bytes of the voice recordings a user has stored (their quota counts these). */
export async function recordingBytesOf(tx: Database, schoolId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string | number | null>`sum(${files.size})` })
    .from(files)
    .where(and(eq(files.schoolId, schoolId), eq(files.uploadedBy, userId), eq(files.purpose, 'recording')));
  return Number(row?.bytes ?? 0);
}
