import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnswerScore, ClassEventType, ClassType } from '@school/shared/contracts';
import { exercises } from '../exercises/index.js';
import { groups } from '../groups/index.js';
import { lessons } from '../lessons/index.js';
import { balanceEntries, plans } from '../plans/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * A class (spec 02 §3): personal (one student, `student_id`) or group (`group_id`). A group
 * class's students are never copied: they are read through `group_members`, so the class
 * follows the group (docs/decisions/classroom-api.md). Deleting a teacher, student, group or
 * plan keeps the class with that field empty.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<ClassType>().notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    schoolPlanId: uuid('school_plan_id').references(() => plans.id, { onDelete: 'set null' }),
    roomUrl: text('room_url'),
    /**
     * The number of the class's last live event. Taking the next one locks this row until the
     * writer commits, so a class's events commit in the order of their numbers and a reader that
     * resumes after number n never misses a smaller one committed later.
     */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('classes_school_name_idx').on(table.schoolId, sql`lower(${table.name})`),
    index('classes_teacher_idx').on(table.schoolId, table.teacherId),
    index('classes_student_idx').on(table.studentId),
    index('classes_group_idx').on(table.groupId),
    check('classes_type_check', sql`${table.type} in ('personal', 'group')`),
  ],
);
export type ClassRow = typeof classes.$inferSelect;

/**
 * Every attachment of a lesson to a class, the materials history; the newest is the class's
 * current lesson. Completing it sets `completed_at`; charges are keyed by this row.
 */
export const classLessons = pgTable(
  'class_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('class_lessons_class_idx').on(table.classId, table.attachedAt)],
);
export type ClassLessonRow = typeof classLessons.$inferSelect;

/**
 * A student's answer to an exercise in a class: the one of the highest revision received (the
 * save is one upsert that only replaces a lower revision), with the server's score.
 */
export const classAnswers = pgTable(
  'class_answers',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    score: jsonb('score').$type<AnswerScore>(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.studentId, table.exerciseId] }), index('class_answers_exercise_idx').on(table.classId, table.exerciseId)],
);
export type ClassAnswerRow = typeof classAnswers.$inferSelect;

/** Exercises hidden in a class: members never receive them. */
export const classHiddenExercises = pgTable(
  'class_hidden_exercises',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.exerciseId] })],
);

/** Comments on an exercise in a class: to one student (`recipient_id`) or to everyone (null). */
export const classComments = pgTable(
  'class_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('class_comments_exercise_idx').on(table.classId, table.exerciseId, table.createdAt)],
);
export type ClassCommentRow = typeof classComments.$inferSelect;

/**
 * The live events of a class, numbered per class (`classes.event_seq`), so a stream that
 * reconnects with Last-Event-ID reads what it missed from here. `member_ids`: the students it
 * is for (staff get every event); null: every student of the class.
 */
export const classEvents = pgTable(
  'class_events',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull(),
    type: text('type').$type<ClassEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    memberIds: uuid('member_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.id] }), index('class_events_created_idx').on(table.createdAt)],
);
export type ClassEventRow = typeof classEvents.$inferSelect;

/**
 * One row per (class lesson, student) once the lesson is completed: the key that makes a retry,
 * a double click or two instances at once charge a student once. `charged` false: the student
 * had no lessons left (marked, not charged).
 */
export const classLessonCharges = pgTable(
  'class_lesson_charges',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classLessonId: uuid('class_lesson_id')
      .notNull()
      .references(() => classLessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    charged: boolean('charged').notNull(),
    balanceEntryId: uuid('balance_entry_id').references(() => balanceEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classLessonId, table.studentId] })],
);
