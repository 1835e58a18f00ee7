import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lessonSections } from '../lesson-sections/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

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

/**
 * Every scored check of an answer (`POST .../check`): who checked which exercise when, and the
 * score. Kept so the classroom can show attempts and so checking is never silent (see
 * docs/decisions/api-exercise-check.md).
 */
export const exerciseCheckAttempts = pgTable(
  'exercise_check_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exercise_check_attempts_exercise_idx').on(table.schoolId, table.exerciseId, table.createdAt)],
);

export type ExerciseCheckAttemptRow = typeof exerciseCheckAttempts.$inferSelect;
