/**
 * Wall-clock time in a named zone without a time-zone library: the calendar is given wall-clock
 * strings of the viewer's zone and runs in UTC, so it shows them as they are (FullCalendar needs a
 * plugin and a zone database for named zones; Intl already has the database).
 */

/** `yyyy-MM-ddTHH:mm:ss`: the wall-clock time of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Kyiv in summer: +3 h). */
function offsetAt(instant: number, timeZone: string): number {
  return Date.parse(`${wallClock(new Date(instant), timeZone)}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `wall` (`yyyy-MM-ddTHH:mm`, seconds
 * optional). Two passes settle the offset around a daylight-saving change; a time skipped by the
 * change lands an hour later, as clocks do.
 */
export function instantOf(wall: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`);
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The calendar's dates (UTC-coerced wall clock) back to `yyyy-MM-dd`. */
export function dateKey(calendarDate: Date): string {
  return calendarDate.toISOString().slice(0, 10);
}

/** The zone the browser runs in, `UTC` if it cannot say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** True for an address the browser may open as a meeting link: http or https only. */
export function isSafeMeetingLink(link: string | null | undefined): link is string {
  if (!link) return false;
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
