import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DictionaryLanguage } from '@school/shared/contracts';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * A student's personal dictionary (spec 01 §3). An entry belongs to one student; deleting the
 * student takes their words with them.
 */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    translation: text('translation').notNull(),
    customTranslation: text('custom_translation'),
    audio: text('audio'),
    language: text('language').$type<DictionaryLanguage>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One word once per student and language, whatever its case: two requests at once cannot
    // both add it (docs/decisions/dictionary.md).
    uniqueIndex('dictionary_entries_student_phrase_unique').on(table.studentId, table.language, sql`lower(${table.phrase})`),
    index('dictionary_entries_school_student_idx').on(table.schoolId, table.studentId, table.createdAt),
  ],
);

export type DictionaryEntryRow = typeof dictionaryEntries.$inferSelect;
