import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { documentInputSchema, type DocumentType, type PaginationMeta, type UserDocument } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findGroup } from '../groups/index.js';
import { findUser } from '../users/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  deleteDocument,
  findDocument,
  findMemberDocument,
  insertDocument,
  listDocuments,
  listMemberDocuments,
  updateDocument,
  type DocumentOwner,
} from './documents.repository.js';
import type { UserDocumentRow } from './documents.table.js';
import { schoolScope } from '../../lib/school-scope.js';
import type { ReceivedDocument } from './documents.upload.js';

export function presentDocument(row: UserDocumentRow & { groupName?: string | null }): UserDocument {
  const document: UserDocument = { id: row.id, name: row.name, fileName: row.fileName, size: row.size, type: row.type, createdAt: row.createdAt.toISOString() };
  if (row.groupName) document.groupName = row.groupName;
  return document;
}

export const documentNotFound = () => new AppError(404, 'admin.documentNotFound');
const ownerNotFound = (owner: DocumentOwner) => new AppError(404, owner.kind === 'user' ? 'admin.userNotFound' : 'admin.groupNotFound');
/** The fields, checked by the contract; the name defaults to the file name without its extension. */
function documentFields(received: ReceivedDocument): { name: string; type: DocumentType } {
  const name = received.fields.name ?? received.fileName.replace(/\.[^.]+$/, '');
  const parsed = z.safeParse(documentInputSchema, { name, type: received.fields.type ?? 'private' });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const keys = Object.values(fieldErrors).flat();
  throw new AppError(400, keys.length === 1 && keys[0] ? keys[0] : 'validation.invalidInput', fieldErrors);
}

/** A stored document to stream back (files/download.ts), under its original file name. */
export interface Download {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
}

type Page = { page: number; limit: number };

/**
 * Documents of a school's users and groups; who may call what is decided by the routes
 * (docs/decisions/admin-documents.md). Every call names the owner, `{ kind, id }`.
 */
export function createDocumentsService(app: FastifyInstance) {
  const inSchool = schoolScope(app.db);

  async function exists(tx: Database, schoolId: string, owner: DocumentOwner): Promise<void> {
    const found = owner.kind === 'user' ? await findUser(tx, schoolId, owner.id) : await findGroup(tx, schoolId, owner.id);
    if (!found) throw ownerNotFound(owner);
  }

  async function read(row: UserDocumentRow | null): Promise<Download> {
    if (!row) throw documentNotFound();
    return { key: row.storageKey, size: row.size, fileName: row.fileName, contentType: row.contentType };
  }

  return {
    list: (auth: AuthContext, owner: DocumentOwner, page: Page) =>
      inSchool(auth, async (tx, schoolId): Promise<{ data: UserDocument[]; meta: PaginationMeta }> => {
        await exists(tx, schoolId, owner);
        const { rows, total } = await listDocuments(tx, schoolId, owner, page);
        return { data: rows.map(presentDocument), meta: { pagination: { total, page: page.page, limit: page.limit } } };
      }),

    async upload(auth: AuthContext, owner: DocumentOwner, receive: () => Promise<ReceivedDocument>): Promise<UserDocument> {
      // Whose first: an upload for nobody is never read.
      await inSchool(auth, (tx, schoolId) => exists(tx, schoolId, owner));
      // The bytes are in storage once received (streamed there); they go again if no row names them.
      const received = await receive();
      const storageKey = received.key;
      try {
        const fields = documentFields(received);
        return await inSchool(auth, async (tx, schoolId) => {
          await exists(tx, schoolId, owner);
          const row = await insertDocument(tx, {
            schoolId,
            userId: owner.kind === 'user' ? owner.id : null,
            groupId: owner.kind === 'group' ? owner.id : null,
            ...fields,
            storageKey,
            fileName: received.fileName,
            contentType: received.contentType,
            size: received.size,
          });
          return presentDocument(row);
        });
      } catch (error) {
        await app.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    get: (auth: AuthContext, owner: DocumentOwner, id: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await findDocument(tx, schoolId, owner, id);
        if (!row) throw documentNotFound();
        return presentDocument(row);
      }),

    update: (auth: AuthContext, owner: DocumentOwner, id: string, fields: { name: string; type: DocumentType }) =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await updateDocument(tx, schoolId, owner, id, fields);
        if (!row) throw documentNotFound();
        return presentDocument(row);
      }),

    async remove(auth: AuthContext, owner: DocumentOwner, id: string): Promise<void> {
      const row = await inSchool(auth, (tx, schoolId) => deleteDocument(tx, schoolId, owner, id));
      if (!row) throw documentNotFound();
      await app.storage.delete(row.storageKey).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete document bytes'));
    },

    download: async (auth: AuthContext, owner: DocumentOwner, id: string) => read(await inSchool(auth, (tx, schoolId) => findDocument(tx, schoolId, owner, id))),

    /** A member's own public documents and the public documents of the groups they are in. */
    listOwn: (auth: AuthContext, page: Page) =>
      inSchool(auth, async (tx, schoolId): Promise<{ data: UserDocument[]; meta: PaginationMeta }> => {
        const { rows, total } = await listMemberDocuments(tx, schoolId, auth.user.id, page);
        return { data: rows.map(presentDocument), meta: { pagination: { total, page: page.page, limit: page.limit } } };
      }),
    downloadOwn: async (auth: AuthContext, id: string) => read(await inSchool(auth, (tx, schoolId) => findMemberDocument(tx, schoolId, auth.user.id, id))),
  };
}

/** `Content-Disposition` offering the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987 allows fewer bare characters than encodeURIComponent leaves: ' ( ) * are encoded too.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
