import { addDays, dateTimeIn, mondayOf, rangeOfDates, todayIn } from './day-range';

describe('the home page’s days and weeks', () => {
  it('finds Monday of a week, across a month and a year', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('takes the viewer’s date and midnights in their zone, so a day across a DST change is 23 or 25 hours', () => {
    // 22:30 UTC on 28 March is already 29 March in Kyiv.
    expect(todayIn(new Date('2026-03-28T22:30:00Z'), 'Europe/Kyiv')).toBe('2026-03-29');
    const spring = rangeOfDates('2026-03-29', '2026-03-30', 'Europe/Kyiv');
    expect(spring).toEqual({ from: '2026-03-28T22:00:00.000Z', to: '2026-03-29T21:00:00.000Z', timeZone: 'Europe/Kyiv' });
    const autumn = rangeOfDates('2026-11-01', '2026-11-02', 'America/New_York');
    expect(Date.parse(autumn.to) - Date.parse(autumn.from)).toBe(25 * 3_600_000);
  });

  it('writes an instant in the site’s format on the viewer’s wall clock', () => {
    expect(dateTimeIn('2026-03-31T18:00:00+03:00', 'Europe/Kyiv')).toBe('31.03.2026 18:00');
    expect(dateTimeIn('2026-03-31T18:00:00+03:00', 'America/New_York')).toBe('31.03.2026 11:00');
  });
});
