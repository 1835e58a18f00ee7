import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, type FileRow } from './files.table.js';

export async function insertFile(tx: Database, row: { key: string; schoolId: string; contentType: string; size: number }): Promise<void> {
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
