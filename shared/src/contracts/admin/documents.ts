// Documents: users/{id}/documents and groups/{id}/documents (administration), and user/documents
// (a member's own public ones and the public ones of their groups).
import * as z from 'zod/mini';
import { boundedText, LIMITS } from '../common.js';
import { limit, page } from './fields.js';

export const DOCUMENT_TYPES = ['public', 'private'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Formats accepted for documents; the server checks the bytes, not the name or declared type. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The original file name, used for downloads. */
  fileName: z.string(),
  size: z.int(),
  type: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
  /** In a member's own list only: the group a document comes from (absent for their own). */
  groupName: z.optional(z.string()),
});
export type UserDocument = z.infer<typeof documentSchema>;

/** The upload's fields beside `file` (multipart), and the body of PUT users|groups/{id}/documents/{docId}. */
export const documentInputSchema = z.object({
  name: boundedText(),
  type: z.enum(DOCUMENT_TYPES, { error: 'admin.documentType' }),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** Lists of documents; the member's own list may ask for up to 100 at once (spec 01 §9). */
export const documentListQuerySchema = z.object({ page: page(), limit: limit() });
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }), docId: z.uuid({ error: 'validation.id' }) });

export type DocumentFileProblem = 'admin.documentFormat' | 'admin.documentTooLarge';

/** The browser's half of the document rule, checked before any byte is sent; the server checks the content again. */
export function documentFileProblem(file: { type: string; size: number }): DocumentFileProblem | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'admin.documentFormat';
  if (file.size > LIMITS.documentMaxBytes) return 'admin.documentTooLarge';
  return null;
}
