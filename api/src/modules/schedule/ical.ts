import type { ScheduleEvent } from '@school/shared/contracts';

/**
 * The personal calendar feed as iCalendar (RFC 5545). Times are written in UTC (`...Z`), which
 * every calendar app reads and shows in its own zone, so no VTIMEZONE is needed. Text is escaped
 * (backslash, semicolon, comma, line breaks) and lines are folded at 75 octets.
 */

const CRLF = '\r\n';

/** TEXT escaping of RFC 5545 §3.3.11. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20260331T150000Z`. */
const utcStamp = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const STATUS: Record<ScheduleEvent['status'], string> = {
  scheduled: 'CONFIRMED',
  completed: 'CONFIRMED',
  noShow: 'CONFIRMED',
  noShowCharge: 'CONFIRMED',
  canceled: 'CANCELLED',
};

export function calendarOf(events: readonly ScheduleEvent[], now: Date): string {
  const stamp = utcStamp(now.toISOString());
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//School Platform//Schedule//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Lessons'];
  for (const event of events) {
    const teacher = event.teacher ? `${event.teacher.firstName} ${event.teacher.lastName}`.trim() : '';
    const description = [teacher && `Teacher: ${teacher}`, event.meetingLink && `Meeting link: ${event.meetingLink}`].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@school-platform`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(event.startsAt)}`,
      `DTEND:${utcStamp(event.endsAt)}`,
      `SUMMARY:${escapeText(event.className)}`,
      `STATUS:${STATUS[event.status]}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    );
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    if (event.meetingLink) lines.push(`URL:${event.meetingLink.replace(/[\r\n]/g, '')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
