import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { userDocuments, type UserDocumentRow } from './documents.table.js';

// Every query names the school and the user as well as the id (docs/decisions/api-tenancy.md).

export async function listDocuments(
  tx: Database,
  schoolId: string,
  userId: string,
  page: { page: number; limit: number },
  onlyType?: DocumentType,
): Promise<{ rows: UserDocumentRow[]; total: number }> {
  const conditions: SQL[] = [eq(userDocuments.schoolId, schoolId), eq(userDocuments.userId, userId)];
  if (onlyType) conditions.push(eq(userDocuments.type, onlyType));
  const where = and(...conditions);
  const [totalRow] = await tx.select({ total: count() }).from(userDocuments).where(where);
  const rows = await tx
    .select()
    .from(userDocuments)
    .where(where)
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findDocument(tx: Database, schoolId: string, userId: string, id: string): Promise<UserDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.schoolId, schoolId), eq(userDocuments.userId, userId), eq(userDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

export type NewDocument = Omit<UserDocumentRow, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertDocument(tx: Database, document: NewDocument): Promise<UserDocumentRow> {
  const [row] = await tx.insert(userDocuments).values(document).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

export async function updateDocument(
  tx: Database,
  schoolId: string,
  userId: string,
  id: string,
  fields: { name: string; type: DocumentType },
): Promise<UserDocumentRow | null> {
  const [row] = await tx
    .update(userDocuments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(userDocuments.schoolId, schoolId), eq(userDocuments.userId, userId), eq(userDocuments.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDocument(tx: Database, schoolId: string, userId: string, id: string): Promise<UserDocumentRow | null> {
  const [row] = await tx
    .delete(userDocuments)
    .where(and(eq(userDocuments.schoolId, schoolId), eq(userDocuments.userId, userId), eq(userDocuments.id, id)))
    .returning();
  return row ?? null;
}

/** Storage keys of a user's documents, so deleting the user can delete the bytes too. */
export async function documentKeysOf(tx: Database, schoolId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: userDocuments.storageKey })
    .from(userDocuments)
    .where(and(eq(userDocuments.schoolId, schoolId), eq(userDocuments.userId, userId)));
  return rows.map((row) => row.key);
}
