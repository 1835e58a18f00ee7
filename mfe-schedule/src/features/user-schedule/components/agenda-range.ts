import { instantOf, wallClock } from '../../../lib/zoned-time';

/** An agenda shows four weeks at a time, from a Monday: a month's lessons in one call (the API allows 100 days). */
export const AGENDA_DAYS = 28;

/** `yyyy-MM-dd` plus `days` (calendar dates, so a daylight-saving change does not matter). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The Monday of the week `instant` falls in, as the zone's calendar has it. */
export function mondayOf(instant: Date, timeZone: string): string {
  const date = wallClock(instant, timeZone).slice(0, 10);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** `[from, to)` as instants: midnight of `start` to midnight `AGENDA_DAYS` later, in the zone. */
export function rangeOf(start: string, timeZone: string) {
  return {
    from: instantOf(`${start}T00:00`, timeZone).toISOString(),
    to: instantOf(`${addDays(start, AGENDA_DAYS)}T00:00`, timeZone).toISOString(),
    timeZone,
  };
}

/** `DD.MM.YYYY`, the platform's date format. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
