import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/index.js';
import { sections } from '../sections/index.js';

/** A section's lessons (spec 02 calls them materials). */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lessons_section_position_idx').on(table.sectionId, table.position), index('lessons_school_idx').on(table.schoolId)],
);

export type LessonRow = typeof lessons.$inferSelect;
