import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { groups } from '../groups/index.js';
import { userDocuments, type UserDocumentRow } from './documents.table.js';

// Every query names the school and the owner as well as the id (docs/decisions/api-tenancy.md).

/** Who a document belongs to: one user or one group (the table's check holds exactly one). */
export interface DocumentOwner {
  kind: 'user' | 'group';
  id: string;
}

type Page = { page: number; limit: number };

const ownedBy = (owner: DocumentOwner): SQL => (owner.kind === 'user' ? eq(userDocuments.userId, owner.id) : eq(userDocuments.groupId, owner.id));

const scoped = (schoolId: string, owner: DocumentOwner, ...more: SQL[]) => and(eq(userDocuments.schoolId, schoolId), ownedBy(owner), ...more);

async function pageOf(tx: Database, where: SQL | undefined, page: Page): Promise<{ rows: UserDocumentRow[]; total: number }> {
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

export async function listDocuments(tx: Database, schoolId: string, owner: DocumentOwner, page: Page): Promise<{ rows: UserDocumentRow[]; total: number }> {
  return pageOf(tx, scoped(schoolId, owner), page);
}

export async function findDocument(tx: Database, schoolId: string, owner: DocumentOwner, id: string): Promise<UserDocumentRow | null> {
  const [row] = await tx.select().from(userDocuments).where(scoped(schoolId, owner, eq(userDocuments.id, id))).limit(1);
  return row ?? null;
}

/**
 * What a member may read (docs/decisions/admin-documents.md): their own public documents and the
 * public documents of the groups they are in now. Private ones never match.
 */
function memberSees(schoolId: string, userId: string): SQL | undefined {
  // A subquery, so membership is decided in the same statement as the read. Explicit names: drizzle
  // leaves columns unqualified in a one-table select, which inside a subquery could bind wrongly.
  const myGroups = sql`(select gm.group_id from group_members gm where gm.school_id = ${schoolId} and gm.user_id = ${userId})`;
  return and(
    eq(userDocuments.schoolId, schoolId),
    eq(userDocuments.type, 'public'),
    or(eq(userDocuments.userId, userId), inArray(userDocuments.groupId, myGroups)),
  );
}

/** A member's page of readable documents, each with the name of the group it comes from (if any). */
export async function listMemberDocuments(
  tx: Database,
  schoolId: string,
  userId: string,
  page: Page,
): Promise<{ rows: (UserDocumentRow & { groupName: string | null })[]; total: number }> {
  const where = memberSees(schoolId, userId);
  const [totalRow] = await tx.select({ total: count() }).from(userDocuments).where(where);
  const rows = await tx
    .select({ document: userDocuments, groupName: groups.name })
    .from(userDocuments)
    .leftJoin(groups, and(eq(groups.id, userDocuments.groupId), eq(groups.schoolId, schoolId)))
    .where(where)
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows: rows.map((row) => ({ ...row.document, groupName: row.groupName })), total: totalRow?.total ?? 0 };
}

export async function findMemberDocument(tx: Database, schoolId: string, userId: string, id: string): Promise<UserDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(userDocuments)
    .where(and(memberSees(schoolId, userId), eq(userDocuments.id, id)))
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
  owner: DocumentOwner,
  id: string,
  fields: { name: string; type: DocumentType },
): Promise<UserDocumentRow | null> {
  const [row] = await tx
    .update(userDocuments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(scoped(schoolId, owner, eq(userDocuments.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDocument(tx: Database, schoolId: string, owner: DocumentOwner, id: string): Promise<UserDocumentRow | null> {
  const [row] = await tx.delete(userDocuments).where(scoped(schoolId, owner, eq(userDocuments.id, id))).returning();
  return row ?? null;
}

/** Storage keys of a user's or a group's documents, so deleting the owner can delete the bytes too. */
export async function documentKeysOf(tx: Database, schoolId: string, owner: DocumentOwner): Promise<string[]> {
  const rows = await tx.select({ key: userDocuments.storageKey }).from(userDocuments).where(scoped(schoolId, owner));
  return rows.map((row) => row.key);
}
