import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exercises } from '../exercises/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * Why a file was uploaded: an exercise's picture, sound or PDF (`exercise`, which an exercise may
 * adopt and then delete), a student's voice recording (`recording`, counted against a quota and
 * cleaned up when nothing names it), or anything else (logos, avatars, library media: null, never
 * deleted by an exercise).
 */
export const FILE_PURPOSES = ['exercise', 'recording'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

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
    purpose: text('purpose').$type<FilePurpose>(),
    /** Who uploaded it (exercise files and recordings); null for files the server made or older rows. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The one exercise that owns the file and deletes it with itself: the first exercise its
     * uploader saved naming it, or the copy a file was made for. Null: no exercise may delete it.
     */
    ownerExerciseId: uuid('owner_exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('files_school_idx').on(table.schoolId),
    index('files_owner_exercise_idx').on(table.ownerExerciseId),
    index('files_uploaded_by_idx').on(table.uploadedBy, table.purpose, table.createdAt),
  ],
);

export type FileRow = typeof files.$inferSelect;
