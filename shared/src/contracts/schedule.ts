// The schedule: lesson events, weekly series, statuses and their charging, the personal
// calendar feed (spec 02 §3, §4, §7; spec 01 §7 `users/{id}/schedule`; ../shared/design/CLASSROOM.md
// "Schedule" and "Charging"). Everything is under `/tenant` with a bearer token (except the feed)
// and answers `{ data }`. Choices: docs/decisions/schedule-api.md, docs/decisions/schedule-charging.md.
//
//   GET    schedule/user?from&to&userId&timeZone     -> ScheduleEvent[], meta.dayCounts (own; admin-access: anyone's)
//   GET    schedule?from&to&teacherId&classId&timeZone (admin-access) -> ScheduleEvent[], meta.dayCounts
//   GET    users/{id}/schedule?from&to&timeZone (admin-access or users-management) -> ScheduleEvent[], meta.dayCounts
//   GET    groups/{id}/schedule?from&to&timeZone (admin-access or users-management) -> ScheduleEvent[], meta.dayCounts (its group classes)
//   POST   schedule/my[?dryRun=true] ScheduleEventCreate -> 201 ScheduleEventResult (a repeat: the series' first event; dryRun: 200, nothing saved)
//   GET    schedule/{id}                              -> ScheduleEvent (staff of the class: with lessonsLeft)
//   PUT    schedule/{id}?scope=one|following[&dryRun=true]  ScheduleEventUpdate (whole) -> ScheduleEventResult
//   DELETE schedule/{id}?scope=one|following          -> 204
//   POST   schedule/feed-token                        -> 201 FeedToken (replaces the previous address)
//   GET    schedule/feed-token                        -> FeedTokenState
//   GET    schedule/feed/{token}.ics   (no bearer)    -> text/calendar
//   GET    schedule/working-hours[?userId]            -> WorkingHours (the school's and the user's week)
//   GET    schedule/running-out?days  (signed in: admin-access the school, a teacher their students, a student themselves)
//                                      -> RunningOutStudent[] (booked for more lessons than paid, soonest first)
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { WEEKDAYS, workingScheduleSchema } from './admin/schedule.js';
import { classPersonSchema, roomUrlSchema } from './classroom.js';

/**
 * Lesson statuses (spec 02 §4). `completed` and `noShowCharge` take a lesson from each student's
 * paid plan; `scheduled`, `noShow` (absent, not charged) and `canceled` do not, and moving a
 * charged event to one of them gives the lesson back.
 */
export const SCHEDULE_EVENT_STATUSES = ['scheduled', 'completed', 'noShow', 'noShowCharge', 'canceled'] as const;
export type ScheduleEventStatus = (typeof SCHEDULE_EVENT_STATUSES)[number];
export const CHARGED_STATUSES: readonly ScheduleEventStatus[] = ['completed', 'noShowCharge'];
export const isChargedStatus = (status: ScheduleEventStatus) => CHARGED_STATUSES.includes(status);

/** `one`: only the event named; `following`: it and every later event of its series. */
export const SCHEDULE_SCOPES = ['one', 'following'] as const;
export type ScheduleScope = (typeof SCHEDULE_SCOPES)[number];

export const SCHEDULE_LIMITS = {
  durationMin: 5,
  durationMax: 720,
  /** A series has at most this many events. */
  repeatCountMax: 200,
  /** `until` at most this many days after the first event. */
  repeatDaysMax: 366,
  /** A list asks for at most this many days (`to - from`). */
  rangeDaysMax: 100,
} as const;

/** A zone of the IANA database (`Europe/Kyiv`), as the runtime's Intl knows it. */
export const isTimeZone = (value: string): boolean => {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = () => z.string({ error: 'schedule.timeZone' }).check(z.refine(isTimeZone, { error: 'schedule.timeZone' }));

/** An instant as ISO 8601 with `Z` or an offset (`2026-03-31T18:00:00+03:00`). */
export const scheduleInstantSchema = () => z.iso.datetime({ offset: true, error: 'schedule.instant' });

/** A calendar date, `yyyy-MM-dd`. */
export const scheduleDateSchema = () => z.iso.date({ error: 'schedule.date' });

/**
 * A weekly repeat: the first event is `startsAt` itself (RFC 5545's DTSTART), then every later
 * day whose weekday is listed, at the same wall-clock time in the event's zone (18:00 Kyiv stays
 * 18:00 Kyiv across a daylight-saving change). Ends at `until` (a date in the event's zone,
 * inclusive) or after `count` events, whichever comes first; one of them is required.
 */
export const scheduleRepeatSchema = z
  .object({
    weekdays: z.array(z.enum(WEEKDAYS, { error: 'schedule.weekday' }), { error: 'schedule.weekdays' }).check(
      z.minLength(1, { error: 'schedule.weekdays' }),
      z.refine((days) => new Set(days).size === days.length, { error: 'schedule.weekdays' }),
    ),
    until: z.optional(scheduleDateSchema()),
    count: z.optional(
      z.int({ error: 'schedule.repeatCount' }).check(z.minimum(1, { error: 'schedule.repeatCount' }), z.maximum(SCHEDULE_LIMITS.repeatCountMax, { error: 'schedule.repeatCount' })),
    ),
  })
  .check(
    z.superRefine((repeat, context) => {
      if (repeat.until === undefined && repeat.count === undefined) context.issues.push({ code: 'custom', path: ['until'], message: 'schedule.repeatEnd', input: repeat.until });
    }),
  );
export type ScheduleRepeat = z.infer<typeof scheduleRepeatSchema>;

const durationSchema = () =>
  z.int({ error: 'schedule.duration' }).check(z.minimum(SCHEDULE_LIMITS.durationMin, { error: 'schedule.duration' }), z.maximum(SCHEDULE_LIMITS.durationMax, { error: 'schedule.duration' }));

/**
 * POST schedule/my. `timeZone` defaults to the caller's profile zone, else `UTC`; `meetingLink`
 * (http or https) defaults to none; a `repeat` makes a weekly series.
 */
export const scheduleEventCreateSchema = z.object({
  classId: idSchema,
  startsAt: scheduleInstantSchema(),
  durationMinutes: durationSchema(),
  timeZone: z.optional(timeZoneSchema()),
  meetingLink: z.optional(roomUrlSchema()),
  repeat: z.optional(scheduleRepeatSchema),
});
export type ScheduleEventCreate = z.input<typeof scheduleEventCreateSchema>;

/**
 * PUT schedule/{id}: the whole event, as every PUT of this API. With `?scope=following`, class,
 * time of day (and the day shift), duration, zone and link go to every later event of the series
 * still `scheduled`; `status` changes only the event named.
 */
export const scheduleEventUpdateSchema = z.object({
  classId: idSchema,
  startsAt: scheduleInstantSchema(),
  durationMinutes: durationSchema(),
  timeZone: timeZoneSchema(),
  meetingLink: roomUrlSchema(),
  status: z.enum(SCHEDULE_EVENT_STATUSES, { error: 'schedule.status' }),
});
export type ScheduleEventUpdate = z.input<typeof scheduleEventUpdateSchema>;

/**
 * `dryRun=true`: the write is made in a transaction that is rolled back, and answered as it would
 * be (with its `clashes`): the calendar warns of a double booking before anything is saved.
 */
const dryRunField = () => z._default(z.enum(['true', 'false'], { error: 'schedule.dryRun' }), 'false');

export const scheduleScopeQuerySchema = z.object({
  scope: z._default(z.enum(SCHEDULE_SCOPES, { error: 'schedule.scope' }), 'one'),
  dryRun: dryRunField(),
});

/** POST schedule/my's query. */
export const scheduleCreateQuerySchema = z.object({ dryRun: dryRunField() });

const rangeFields = {
  from: scheduleInstantSchema(),
  to: scheduleInstantSchema(),
  /** The zone of `meta.dayCounts` (the viewer's); default UTC. */
  timeZone: z._default(timeZoneSchema(), 'UTC'),
};

const rangeIsValid = (query: { from: string; to: string }) => {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  return Number.isNaN(from) || Number.isNaN(to) || (to > from && to - from <= SCHEDULE_LIMITS.rangeDaysMax * 86_400_000);
};
const checkRange = () => z.refine<{ from: string; to: string }>(rangeIsValid, { error: 'schedule.range', path: ['to'] });

/** GET schedule/user: events starting in [from, to); `userId` (another user) needs admin-access. */
export const userScheduleQuerySchema = z.object({ ...rangeFields, userId: z.optional(idSchema) }).check(checkRange());
/** GET schedule (admin-access). */
export const schoolScheduleQuerySchema = z.object({ ...rangeFields, teacherId: z.optional(idSchema), classId: z.optional(idSchema) }).check(checkRange());
/** GET users/{id}/schedule, groups/{id}/schedule. */
export const scheduleRangeQuerySchema = z.object(rangeFields).check(checkRange());
export type UserScheduleQuery = z.input<typeof userScheduleQuerySchema>;
export type SchoolScheduleQuery = z.input<typeof schoolScheduleQuerySchema>;
export type ScheduleRangeQuery = z.input<typeof scheduleRangeQuerySchema>;

/** Who was charged a lesson for this event, and who was marked but had no paid lesson left. */
export const eventChargesSchema = z.object({ charged: z.array(z.uuid()), notCharged: z.array(z.uuid()) });
export type EventCharges = z.infer<typeof eventChargesSchema>;

export const scheduleEventSchema = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  teacher: z.nullable(classPersonSchema),
  /** The class's students now (a group's follow the group). */
  students: z.array(classPersonSchema),
  /** ISO 8601 with the offset of `timeZone` at that instant. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.int(),
  timeZone: z.string(),
  status: z.enum(SCHEDULE_EVENT_STATUSES),
  meetingLink: z.nullable(z.string()),
  seriesId: z.nullable(z.uuid()),
  /** The class lesson (classroom material) completed as this event, if any. */
  classLessonId: z.nullable(z.uuid()),
  charges: eventChargesSchema,
  /**
   * GET schedule/{id} to the class's teacher or an administrator: the lessons each student has
   * left now (the sum of their ledger; 0 without a paid pack), so staff see before the lesson who
   * has none. Left out of lists and for students.
   */
  lessonsLeft: z.optional(z.array(z.object({ studentId: z.uuid(), lessonsLeft: z.int() }))),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

/** A person booked twice: another event overlapping this one with the same teacher or student. */
export const scheduleClashSchema = z.object({
  /** The event of this answer that clashes (a series: which of its events). */
  eventId: z.uuid(),
  startsAt: z.string(),
  /** The other event. */
  otherEventId: z.uuid(),
  otherStartsAt: z.string(),
  otherClassName: z.string(),
  role: z.enum(['teacher', 'student']),
  person: classPersonSchema,
});
export type ScheduleClash = z.infer<typeof scheduleClashSchema>;

/** POST and PUT: the event, and the double bookings it makes (a warning, never a refusal). */
export const scheduleEventResultSchema = z.object({ ...scheduleEventSchema.shape, clashes: z.array(scheduleClashSchema) });
export type ScheduleEventResult = z.infer<typeof scheduleEventResultSchema>;

/** Lessons per day (`yyyy-MM-dd` in the query's zone), canceled ones left out. */
export const dayCountSchema = z.object({ date: z.string(), count: z.int() });
export type DayCount = z.infer<typeof dayCountSchema>;

export const scheduleListSchema = z.object({
  data: z.array(scheduleEventSchema),
  meta: z.object({ dayCounts: z.array(dayCountSchema) }),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;

/** POST schedule/feed-token: the secret address, shown once (only its hash is kept). */
export const feedTokenSchema = z.object({ token: z.string(), path: z.string(), createdAt: z.string() });
export type FeedToken = z.infer<typeof feedTokenSchema>;
export const feedTokenStateSchema = z.object({ active: z.boolean(), createdAt: z.nullable(z.string()) });
export type FeedTokenState = z.infer<typeof feedTokenStateSchema>;

/** GET schedule/working-hours: `userId` someone else's (admin-access). */
export const workingHoursQuerySchema = z.object({ userId: z.optional(idSchema) });

/** A week of working hours and the zone its times are in (null: not set). */
export const zonedWeekSchema = z.object({ timeZone: z.nullable(z.string()), schedule: z.nullable(workingScheduleSchema) });
export type ZonedWeek = z.infer<typeof zonedWeekSchema>;

/** The school's working hours and the user's (the caller's, or `userId`'s); `schedule` null where none is set. */
export const workingHoursSchema = z.object({ school: zonedWeekSchema, user: zonedWeekSchema });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const scheduleFeedParamsSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: 'errors.notFound' })) });

/** How far ahead `GET schedule/running-out` looks, in days: by default and at most. */
export const RUNNING_OUT_DAYS = { default: 14, max: 60 } as const;

export const runningOutQuerySchema = z.object({
  days: z._default(
    z.coerce.number({ error: 'schedule.days' }).check(z.int({ error: 'schedule.days' }), z.minimum(1, { error: 'schedule.days' }), z.maximum(RUNNING_OUT_DAYS.max, { error: 'schedule.days' })),
    RUNNING_OUT_DAYS.default,
  ),
});

/**
 * A student booked for more of the coming days' lessons than they have paid lessons left: who,
 * how many they have and are booked for, and the first lesson their balance does not cover.
 */
export const runningOutStudentSchema = z.object({
  student: classPersonSchema,
  lessonsLeft: z.int(),
  lessonsBooked: z.int(),
  firstUnpaid: z.object({ eventId: z.uuid(), classId: z.uuid(), className: z.string(), startsAt: z.string() }),
});
export type RunningOutStudent = z.infer<typeof runningOutStudentSchema>;
