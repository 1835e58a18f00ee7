import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CourseLanguage, CourseLevel, CourseType } from '@school/shared/contracts';
import { schools } from '../schools/index.js';

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageKey: uuid('image_key'),
    courseLanguage: text('course_language').$type<CourseLanguage>().notNull(),
    teachingLanguage: text('teaching_language').$type<CourseLanguage>().notNull(),
    level: text('level').$type<CourseLevel>().notNull(),
    type: text('type').$type<CourseType>().notNull().default('own'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_school_type_position_idx').on(table.schoolId, table.type, table.position),
    check('courses_type_check', sql`${table.type} in ('own', 'kalyna-academy', 'kalyna-hub')`),
    check('courses_level_check', sql`${table.level} in ('a1', 'a2', 'b1', 'b2', 'c1', 'c2')`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
