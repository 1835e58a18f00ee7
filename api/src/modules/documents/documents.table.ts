import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentType } from '@school/shared/contracts';
import { groups } from '../groups/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * A document of a user or of a group (exactly one owner, held by a check). The table keeps the name
 * it had when only users owned documents: renaming it would touch every grant and policy for no
 * gain. The bytes live in file storage under `storageKey` but, unlike images, have no
 * row in `files`: the public `GET files/{key}` must never serve a private document. They are read
 * only through the download routes, which check who asks.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    storageKey: uuid('storage_key').notNull(),
    /** The name the file was uploaded with; downloads are offered under it. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_documents_user_idx').on(table.schoolId, table.userId, table.createdAt),
    index('user_documents_group_idx').on(table.schoolId, table.groupId, table.createdAt),
    check('user_documents_one_owner_check', sql`num_nonnulls(${table.userId}, ${table.groupId}) = 1`),
    check('user_documents_type_check', sql`${table.type} in ('public', 'private')`),
  ],
);

export type UserDocumentRow = typeof userDocuments.$inferSelect;
