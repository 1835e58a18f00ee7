import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lessonSections } from '../lesson-sections/lesson-sections.table.js';
import { schools } from '../schools/schools.table.js';

/**
 * A lesson section's exercises: the fields every type has are columns, everything else of the type
 * (`@school/exercises` validates it) is one `content` object, so a new type needs no migration.
 */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    lessonSectionId: uuid('lesson_section_id')
      .notNull()
      .references(() => lessonSections.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    instruction: text('instruction').notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exercises_lesson_section_position_idx').on(table.lessonSectionId, table.position),
    index('exercises_school_idx').on(table.schoolId),
  ],
);

export type ExerciseRow = typeof exercises.$inferSelect;
