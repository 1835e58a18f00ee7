import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../courses/index.js';
import { schools } from '../schools/index.js';

/** A course's sections; `school_id` is repeated on every structure table for row-level security. */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sections_course_position_idx').on(table.courseId, table.position), index('sections_school_idx').on(table.schoolId)],
);

export type SectionRow = typeof sections.$inferSelect;
