// Working hours: a school's and a staff member's week.
import * as z from 'zod/mini';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:mm`, 24-hour clock. */
export const timeOfDaySchema = z.string({ error: 'admin.timeFormat' }).check(z.regex(TIME_PATTERN, { error: 'admin.timeFormat' }));

/** Working hours of one day; the end comes after the start (no shifts across midnight). */
export const dayHoursSchema = z
  .object({ startTime: timeOfDaySchema, endTime: timeOfDaySchema })
  // Compared only when both are well-formed, so a bad time gives its own message and no second one.
  .check(
    z.refine((day) => !TIME_PATTERN.test(day.startTime) || !TIME_PATTERN.test(day.endTime) || day.endTime > day.startTime, {
      error: 'admin.timeOrder',
      path: ['endTime'],
    }),
  );
export type DayHours = z.infer<typeof dayHoursSchema>;

/** One entry per weekday; `null` is a day off. Missing days are days off too. */
export const workingScheduleSchema = z.object({
  mon: z._default(z.nullable(dayHoursSchema), null),
  tue: z._default(z.nullable(dayHoursSchema), null),
  wed: z._default(z.nullable(dayHoursSchema), null),
  thu: z._default(z.nullable(dayHoursSchema), null),
  fri: z._default(z.nullable(dayHoursSchema), null),
  sat: z._default(z.nullable(dayHoursSchema), null),
  sun: z._default(z.nullable(dayHoursSchema), null),
});
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;
export type WorkingScheduleInput = z.input<typeof workingScheduleSchema>;

export const EMPTY_SCHEDULE: WorkingSchedule = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
