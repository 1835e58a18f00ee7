import type { BusinessHoursInput } from '@fullcalendar/core';
import { WEEKDAYS, type WorkingSchedule, type ZonedWeek } from '@school/shared/contracts';
import { wallClock } from '../../../lib/zoned-time';

/**
 * Working hours as the calendar shades them (docs/decisions/schedule-editing.md). A week is a
 * list of `[start, end)` minutes from Monday 00:00 of the viewer's wall clock; the school's and
 * the teacher's weeks are read in their own zones, moved to the viewer's, and intersected: a
 * lesson fits when the teacher works and the school is open.
 */
export type WeekInterval = readonly [number, number];

const DAY = 24 * 60;
const WEEK = 7 * DAY;

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The zone's offset from UTC at `at`, in whole minutes (Kyiv in winter: 120). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((Date.parse(`${wallClock(at, timeZone)}Z`) - seconds) / 60_000);
}

/** True when at least one day has hours: a week of days off only is a week nobody set. */
export function isSet(schedule: WorkingSchedule | null | undefined): schedule is WorkingSchedule {
  return !!schedule && WEEKDAYS.some((day) => schedule[day] !== null && schedule[day] !== undefined);
}

/** Sorted, merged, within one week: an interval that crosses Sunday midnight is split in two. */
function normalise(intervals: readonly WeekInterval[]): WeekInterval[] {
  const pieces: [number, number][] = [];
  for (const [rawStart, rawEnd] of intervals) {
    if (rawEnd <= rawStart) continue;
    const start = ((rawStart % WEEK) + WEEK) % WEEK;
    const end = start + (rawEnd - rawStart);
    if (end <= WEEK) pieces.push([start, end]);
    else pieces.push([start, WEEK], [0, end - WEEK]);
  }
  pieces.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && piece[0] <= last[1]) last[1] = Math.max(last[1], piece[1]);
    else merged.push([...piece]);
  }
  return merged;
}

/**
 * A week of working hours in the viewer's wall clock, or null when none is set. `at` is the day
 * the offsets are read for (the range shown), so a daylight-saving difference between the two
 * zones is that of the week on screen. A week with no zone is read in the viewer's.
 */
export function weekIn(week: ZonedWeek | null | undefined, viewerZone: string, at: Date): WeekInterval[] | null {
  if (!week || !isSet(week.schedule)) return null;
  const shift = week.timeZone ? offsetMinutes(viewerZone, at) - offsetMinutes(week.timeZone, at) : 0;
  const intervals: WeekInterval[] = [];
  WEEKDAYS.forEach((day, index) => {
    const hours = week.schedule?.[day];
    if (!hours) return;
    intervals.push([index * DAY + minutesOf(hours.startTime) + shift, index * DAY + minutesOf(hours.endTime) + shift]);
  });
  return normalise(intervals);
}

/** The hours in both weeks; a week not set leaves the other as it is. */
export function intersect(first: WeekInterval[] | null, second: WeekInterval[] | null): WeekInterval[] | null {
  if (!first) return second;
  if (!second) return first;
  const result: WeekInterval[] = [];
  for (const [aStart, aEnd] of first) {
    for (const [bStart, bEnd] of second) {
      const start = Math.max(aStart, bStart);
      const end = Math.min(aEnd, bEnd);
      if (end > start) result.push([start, end]);
    }
  }
  return normalise(result);
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * FullCalendar's `businessHours`: one entry per day piece (its days are 0 = Sunday). `false`
 * (nothing shaded) when no week is set; an empty list shades every hour.
 */
export function toBusinessHours(intervals: WeekInterval[] | null): BusinessHoursInput {
  if (!intervals) return false;
  const entries: { daysOfWeek: number[]; startTime: string; endTime: string }[] = [];
  for (const [start, end] of intervals) {
    for (let dayStart = Math.floor(start / DAY) * DAY; dayStart < end; dayStart += DAY) {
      const from = Math.max(start, dayStart);
      const to = Math.min(end, dayStart + DAY);
      if (to <= from) continue;
      // Monday is 0 here, 1 for FullCalendar.
      entries.push({ daysOfWeek: [(dayStart / DAY + 1) % 7], startTime: clock(from - dayStart), endTime: clock(to - dayStart) });
    }
  }
  return entries.length > 0 ? entries : [{ daysOfWeek: [], startTime: '00:00', endTime: '00:00' }];
}
