import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lessons } from '../lessons/index.js';
import { schools } from '../schools/index.js';

/** A lesson's sections; at most one of them is the homework (a partial unique index says so). */
export const lessonSections = pgTable(
  'lesson_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    isHomework: boolean('is_homework').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lesson_sections_lesson_position_idx').on(table.lessonId, table.position),
    index('lesson_sections_school_idx').on(table.schoolId),
    uniqueIndex('lesson_sections_one_homework_idx').on(table.lessonId).where(sql`${table.isHomework}`),
  ],
);

export type LessonSectionRow = typeof lessonSections.$inferSelect;
