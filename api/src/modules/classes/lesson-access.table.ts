import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lessonSections } from '../lesson-sections/index.js';
import { lessons } from '../lessons/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';
import { classes } from './classes.table.js';

/**
 * A lesson opened to every student of a class (spec 02 §3 "Lesson access", keyed by class and
 * lesson). Keyed by the class, not by student: a student who joins the class (or its group)
 * later reads what is open, one who leaves loses it (docs/decisions/lesson-access.md).
 */
export const classLessonAccess = pgTable(
  'class_lesson_access',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.lessonId] }), index('class_lesson_access_lesson_idx').on(table.lessonId)],
);

/** One lesson section opened to every student of a class (keyed by class and section). */
export const classSectionAccess = pgTable(
  'class_section_access',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonSectionId: uuid('lesson_section_id')
      .notNull()
      .references(() => lessonSections.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.lessonSectionId] }), index('class_section_access_section_idx').on(table.lessonSectionId)],
);
