import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/schools.table.js';

/** Uploaded files; the bytes live in storage under `key`, the row says whose they are and what they are. */
export const files = pgTable(
  'files',
  {
    key: uuid('key').primaryKey(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_school_idx').on(table.schoolId)],
);

export type FileRow = typeof files.$inferSelect;
