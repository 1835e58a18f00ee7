import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScheduleEventStatus } from '@school/shared/contracts';
import { classes, classLessons } from '../classes/index.js';
import { balanceEntries } from '../plans/index.js';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/**
 * A lesson event of the schedule (spec 02 §3): a class at a UTC instant, with the IANA zone it
 * was planned in (a series' wall-clock time is kept in that zone). The teacher and the students
 * are the class's, read through it. `series_id` groups the events of one weekly repeat;
 * `class_lesson_id` is the classroom lesson completed as this event (docs/decisions/schedule-charging.md).
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<ScheduleEventStatus>().notNull().default('scheduled'),
    meetingLink: text('meeting_link'),
    classLessonId: uuid('class_lesson_id').references(() => classLessons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('schedule_events_school_starts_idx').on(table.schoolId, table.startsAt),
    index('schedule_events_class_starts_idx').on(table.classId, table.startsAt),
    index('schedule_events_series_idx').on(table.seriesId, table.startsAt),
    // A class lesson is completed as at most one event: the link is what makes the two one lesson.
    uniqueIndex('schedule_events_class_lesson_unique').on(table.classLessonId),
    check('schedule_events_status_check', sql`${table.status} in ('scheduled', 'completed', 'noShow', 'noShowCharge', 'canceled')`),
    check('schedule_events_duration_check', sql`${table.durationMinutes} between 5 and 720`),
  ],
);
export type ScheduleEventRow = typeof scheduleEvents.$inferSelect;

/**
 * The charge key: one row per (event, student) while the event is charged. Taking it is an insert
 * that does nothing on conflict, so a retry, a double click or two requests at once charge a
 * student once; giving the lesson back deletes it. `charged` false: the student had no paid lesson
 * left (marked, not charged).
 */
export const scheduleEventCharges = pgTable(
  'schedule_event_charges',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    charged: boolean('charged').notNull(),
    balanceEntryId: uuid('balance_entry_id').references(() => balanceEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.studentId] })],
);
export type ScheduleEventChargeRow = typeof scheduleEventCharges.$inferSelect;

/** A user's calendar feed address: only the SHA-256 of its secret is kept; a new one replaces it. */
export const scheduleFeedTokens = pgTable(
  'schedule_feed_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('schedule_feed_tokens_hash_unique').on(table.tokenHash)],
);
