import { instantOf, wallClock } from '../../../lib/zoned-time';

/** `yyyy-MM-dd` plus `days` calendar days (date arithmetic on the date alone, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** The viewer's calendar date of `now` in `timeZone`. */
export function todayIn(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).slice(0, 10);
}

/** Monday of the week holding `date` (ISO weeks start on Monday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Local midnight of `from` to local midnight of `to` (exclusive) in the zone, as the API's instants: a DST day is 23 or 25 hours. */
export function rangeOfDates(from: string, to: string, timeZone: string): { from: string; to: string; timeZone: string } {
  return { from: instantOf(`${from}T00:00`, timeZone).toISOString(), to: instantOf(`${to}T00:00`, timeZone).toISOString(), timeZone };
}

/** `HH:mm` of an instant on the viewer's wall clock. */
export function timeIn(instant: string, timeZone: string): string {
  return wallClock(new Date(instant), timeZone).slice(11, 16);
}

/** `DD.MM.YYYY HH:mm` (the site's format) of an instant on the viewer's wall clock. */
export function dateTimeIn(instant: string, timeZone: string): string {
  const wall = wallClock(new Date(instant), timeZone);
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** `DD.MM` of a date. */
export function shortDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}`;
}
