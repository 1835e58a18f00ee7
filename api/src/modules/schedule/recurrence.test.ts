import { shiftLike, weeklyOccurrences } from './recurrence.js';

const utc = (dates: Date[] | { problem: string }) => {
  if (!Array.isArray(dates)) throw new Error(dates.problem);
  return dates.map((date) => date.toISOString());
};

describe('weekly occurrences in the event’s zone', () => {
  it('keeps 18:00 Europe/Kyiv across the spring change (last Sunday of March 2026: +02:00 to +03:00)', () => {
    // Tuesday 24 March 2026, 18:00 Kyiv = 16:00 UTC (winter time).
    const dates = utc(weeklyOccurrences(new Date('2026-03-24T16:00:00Z'), 'Europe/Kyiv', { weekdays: ['tue', 'thu'], count: 4 }));
    expect(dates).toEqual([
      '2026-03-24T16:00:00.000Z',
      '2026-03-26T16:00:00.000Z',
      // After 29 March Kyiv is at +03:00: 18:00 Kyiv is 15:00 UTC.
      '2026-03-31T15:00:00.000Z',
      '2026-04-02T15:00:00.000Z',
    ]);
  });

  it('keeps 18:00 Europe/Kyiv across the autumn change, up to and including `until`', () => {
    const dates = utc(weeklyOccurrences(new Date('2026-10-20T15:00:00Z'), 'Europe/Kyiv', { weekdays: ['tue'], until: '2026-11-03' }));
    expect(dates).toEqual(['2026-10-20T15:00:00.000Z', '2026-10-27T16:00:00.000Z', '2026-11-03T16:00:00.000Z']);
  });

  it('keeps 09:30 America/New_York across both changes of 2026 (8 March, 1 November)', () => {
    expect(utc(weeklyOccurrences(new Date('2026-03-02T14:30:00Z'), 'America/New_York', { weekdays: ['mon'], count: 3 }))).toEqual([
      '2026-03-02T14:30:00.000Z',
      '2026-03-09T13:30:00.000Z',
      '2026-03-16T13:30:00.000Z',
    ]);
    expect(utc(weeklyOccurrences(new Date('2026-10-26T13:30:00Z'), 'America/New_York', { weekdays: ['mon', 'fri'], until: '2026-11-06' }))).toEqual([
      '2026-10-26T13:30:00.000Z',
      '2026-10-30T13:30:00.000Z',
      '2026-11-02T14:30:00.000Z',
      '2026-11-06T14:30:00.000Z',
    ]);
  });

  it('counts the first event even on an unlisted weekday, and stops at whichever of until and count ends first', () => {
    // Wednesday start, Monday repeats.
    expect(utc(weeklyOccurrences(new Date('2026-01-07T10:00:00Z'), 'UTC', { weekdays: ['mon'], count: 2 }))).toEqual(['2026-01-07T10:00:00.000Z', '2026-01-12T10:00:00.000Z']);
    expect(utc(weeklyOccurrences(new Date('2026-01-05T10:00:00Z'), 'UTC', { weekdays: ['mon'], count: 10, until: '2026-01-19' }))).toHaveLength(3);
  });

  it('moves a wall-clock time that does not exist (the spring gap) forward by the gap', () => {
    // 03:30 on 29 March 2026 does not exist in Kyiv (03:00 jumps to 04:00).
    const dates = utc(weeklyOccurrences(new Date('2026-03-22T01:30:00Z'), 'Europe/Kyiv', { weekdays: ['sun'], count: 3 }));
    expect(dates[1]).toBe('2026-03-29T01:30:00.000Z'); // 04:30 +03:00
    expect(dates[2]).toBe('2026-04-05T00:30:00.000Z'); // 03:30 +03:00
  });

  it('refuses an end before the start or more than a year after it', () => {
    expect(weeklyOccurrences(new Date('2026-01-07T10:00:00Z'), 'UTC', { weekdays: ['mon'], until: '2026-01-06' })).toEqual({ problem: 'schedule.repeatUntil' });
    expect(weeklyOccurrences(new Date('2026-01-07T10:00:00Z'), 'UTC', { weekdays: ['mon'], until: '2027-06-01' })).toEqual({ problem: 'schedule.repeatUntil' });
    expect(utc(weeklyOccurrences(new Date('2026-01-07T10:00:00Z'), 'UTC', { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], until: '2026-12-31' }))).toHaveLength(200);
  });
});

describe('a following edit of a series', () => {
  it('gives a later event the new wall-clock time in its own date, across a DST change', () => {
    // The 24 March 18:00 Kyiv event moved to 19:00 the same day; the 31 March one (summer time) follows to 19:00 Kyiv.
    const moved = shiftLike(new Date('2026-03-31T15:00:00Z'), { at: new Date('2026-03-24T16:00:00Z'), timeZone: 'Europe/Kyiv' }, { at: new Date('2026-03-24T17:00:00Z'), timeZone: 'Europe/Kyiv' });
    expect(moved.toISOString()).toBe('2026-03-31T16:00:00.000Z');
    // Moved a day later: the later event moves a day too.
    const nextDay = shiftLike(new Date('2026-03-31T15:00:00Z'), { at: new Date('2026-03-24T16:00:00Z'), timeZone: 'Europe/Kyiv' }, { at: new Date('2026-03-25T16:00:00Z'), timeZone: 'Europe/Kyiv' });
    expect(nextDay.toISOString()).toBe('2026-04-01T15:00:00.000Z');
  });
});
