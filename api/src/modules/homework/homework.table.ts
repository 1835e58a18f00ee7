import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HomeworkStatus } from '@school/shared/contracts';
import { classes } from '../classes/index.js';
import { exercises } from '../exercises/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * The last homework number of each class: taken with one upsert (`last_number + 1`), whose row
 * lock makes two homework created at once get 1 and 2, never the same; a deleted homework's
 * number is never given again (docs/decisions/homework-api.md).
 */
export const homeworkCounters = pgTable('homework_counters', {
  classId: uuid('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  schoolId: uuid('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/** A homework of a class (spec 02 §3): numbered per class from 1. */
export const homework = pgTable(
  'homework',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('homework_class_number_unique').on(table.classId, table.number), check('homework_number_check', sql`${table.number} > 0`)],
);
export type HomeworkRow = typeof homework.$inferSelect;

/**
 * The exercises of a homework, in order. `class_id` is the homework's, kept here so the answer
 * save finds "is this exercise in a homework of this class" on one index.
 */
export const homeworkExercises = pgTable(
  'homework_exercises',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Answers saved from this moment count as work on the homework (status 0 → 1). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.homeworkId, table.exerciseId] }), index('homework_exercises_class_exercise_idx').on(table.classId, table.exerciseId)],
);
export type HomeworkExerciseRow = typeof homeworkExercises.$inferSelect;

/**
 * A student's status in a homework once one was set: sent to check, or given by the teacher.
 * Without a row the status is derived: 1 (inProgress) once the student answered one of its
 * exercises after it was added, else 0 (docs/decisions/homework-api.md).
 */
export const homeworkStatuses = pgTable(
  'homework_statuses',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<HomeworkStatus>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.homeworkId, table.userId] }), check('homework_statuses_status_check', sql`${table.status} between 0 and 3`)],
);
export type HomeworkStatusRow = typeof homeworkStatuses.$inferSelect;
