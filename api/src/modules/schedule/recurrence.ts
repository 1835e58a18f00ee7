import { DateTime } from 'luxon';
import { SCHEDULE_LIMITS, WEEKDAYS, type ScheduleRepeat, type Weekday } from '@school/shared/contracts';

/**
 * Weekly repeats computed in the event's own zone (luxon reads the IANA database through Intl),
 * so a lesson at 18:00 Europe/Kyiv is at 18:00 Kyiv on every date: 15:00 UTC in summer, 16:00 UTC
 * in winter. A wall-clock time that does not exist on a date (the spring-forward gap) moves
 * forward by the gap, as luxon does; an ambiguous one (the autumn hour twice) takes the earlier.
 */

/** luxon's weekday numbers: 1 = Monday ... 7 = Sunday. */
const weekdayNumber = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;

export type RepeatProblem = 'schedule.repeatUntil';

/**
 * The instants of a weekly series: the first event at `startsAt`, then every later day in
 * `weekdays` at the same wall-clock time in `timeZone`, until `until` (inclusive, a date in the
 * zone) or `count` events, whichever ends first, and never more than the limit.
 */
export function weeklyOccurrences(startsAt: Date, timeZone: string, repeat: ScheduleRepeat): Date[] | { problem: RepeatProblem } {
  const first = DateTime.fromJSDate(startsAt, { zone: timeZone });
  const firstDay = first.startOf('day');
  const lastDay = repeat.until ? DateTime.fromISO(repeat.until, { zone: timeZone }).startOf('day') : firstDay.plus({ days: SCHEDULE_LIMITS.repeatDaysMax });
  if (repeat.until && (lastDay < firstDay || lastDay > firstDay.plus({ days: SCHEDULE_LIMITS.repeatDaysMax }))) return { problem: 'schedule.repeatUntil' };
  const max = Math.min(repeat.count ?? SCHEDULE_LIMITS.repeatCountMax, SCHEDULE_LIMITS.repeatCountMax);
  const days = new Set(repeat.weekdays.map(weekdayNumber));
  const wallClock = { hour: first.hour, minute: first.minute, second: first.second, millisecond: first.millisecond };
  const result: Date[] = [startsAt];
  // Walk calendar dates (not 24-hour steps, which a 23- or 25-hour day would skew).
  for (let day = firstDay.plus({ days: 1 }); result.length < max && day <= lastDay; day = day.plus({ days: 1 })) {
    if (!days.has(day.weekday)) continue;
    result.push(DateTime.fromObject({ year: day.year, month: day.month, day: day.day, ...wallClock }, { zone: timeZone }).toJSDate());
  }
  return result;
}

/**
 * The same wall-clock move applied to a later event of a series: the edited event moved from
 * `before` to `after` (both read in their zones); `other` keeps its own date shifted by the same
 * number of calendar days and takes the new time of day in the new zone.
 */
export function shiftLike(other: Date, before: { at: Date; timeZone: string }, after: { at: Date; timeZone: string }): Date {
  const from = DateTime.fromJSDate(before.at, { zone: before.timeZone });
  const to = DateTime.fromJSDate(after.at, { zone: after.timeZone });
  const dayShift = Math.round(to.startOf('day').diff(from.startOf('day').setZone(after.timeZone, { keepLocalTime: true }), 'days').days);
  const date = DateTime.fromJSDate(other, { zone: before.timeZone }).plus({ days: dayShift });
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: to.hour, minute: to.minute, second: to.second, millisecond: to.millisecond },
    { zone: after.timeZone },
  ).toJSDate();
}

/** ISO 8601 with the zone's offset at that instant (`2026-03-31T18:00:00.000+03:00`). */
export const isoInZone = (at: Date, timeZone: string): string => DateTime.fromJSDate(at, { zone: timeZone }).toISO() ?? at.toISOString();

/** The calendar date (`yyyy-MM-dd`) of an instant in a zone. */
export const dateInZone = (at: Date, timeZone: string): string => DateTime.fromJSDate(at, { zone: timeZone }).toISODate() ?? at.toISOString().slice(0, 10);

/**
 * The demo seed's series: the listed weekdays at `time` (`HH:mm`) in the zone, from two weeks
 * before `now` to eight weeks after it.
 */
export function demoSeriesStarts(now: Date, weekdays: readonly Weekday[], time: string, timeZone: string): Date[] {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const days = new Set(weekdays.map(weekdayNumber));
  let day = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day').minus({ weeks: 2 });
  while (!days.has(day.weekday)) day = day.plus({ days: 1 });
  const first = day.set({ hour, minute }).toJSDate();
  const until = DateTime.fromJSDate(now, { zone: timeZone }).plus({ weeks: 8 }).toISODate() ?? '';
  const dates = weeklyOccurrences(first, timeZone, { weekdays: [...weekdays], until });
  return Array.isArray(dates) ? dates : [first];
}
