import { EMPTY_SCHEDULE } from '@school/shared/contracts';
import { intersect, isSet, offsetMinutes, toBusinessHours, weekIn } from './working-hours';

const winter = new Date('2026-01-12T12:00:00Z');
const summer = new Date('2026-07-13T12:00:00Z');

it('reads zone offsets in minutes, with daylight-saving time', () => {
  expect(offsetMinutes('Europe/Kyiv', winter)).toBe(120);
  expect(offsetMinutes('Europe/Kyiv', summer)).toBe(180);
  expect(offsetMinutes('America/New_York', winter)).toBe(-300);
  expect(offsetMinutes('Asia/Kolkata', winter)).toBe(330);
});

it('treats a week of days off as not set', () => {
  expect(isSet(null)).toBe(false);
  expect(isSet(EMPTY_SCHEDULE)).toBe(false);
  expect(isSet({ ...EMPTY_SCHEDULE, sat: { startTime: '10:00', endTime: '12:00' } })).toBe(true);
  expect(weekIn({ timeZone: 'Europe/Kyiv', schedule: EMPTY_SCHEDULE }, 'Europe/Kyiv', winter)).toBeNull();
});

it('moves a week to the viewer’s zone and shades FullCalendar’s days (Sunday = 0)', () => {
  const school = { timeZone: 'Europe/Kyiv', schedule: { ...EMPTY_SCHEDULE, mon: { startTime: '09:00', endTime: '18:00' }, sun: { startTime: '22:00', endTime: '23:30' } } };
  expect(toBusinessHours(weekIn(school, 'Europe/Kyiv', winter))).toEqual([
    { daysOfWeek: [1], startTime: '09:00', endTime: '18:00' },
    { daysOfWeek: [0], startTime: '22:00', endTime: '23:30' },
  ]);
  // Kyiv is 7 hours ahead of New York in winter: Sunday 22:00 Kyiv is Sunday 15:00 there, Monday 09:00 is 02:00.
  expect(toBusinessHours(weekIn(school, 'America/New_York', winter))).toEqual([
    { daysOfWeek: [1], startTime: '02:00', endTime: '11:00' },
    { daysOfWeek: [0], startTime: '15:00', endTime: '16:30' },
  ]);
  // Tokyo is 7 hours ahead of Kyiv: Sunday 22:00 Kyiv runs past midnight into Monday.
  expect(toBusinessHours(weekIn(school, 'Asia/Tokyo', winter))).toEqual([
    { daysOfWeek: [1], startTime: '05:00', endTime: '06:30' },
    { daysOfWeek: [1], startTime: '16:00', endTime: '24:00' },
    { daysOfWeek: [2], startTime: '00:00', endTime: '01:00' },
  ]);
});

it('intersects the teacher’s hours with the school’s; a week not set leaves the other', () => {
  const school = weekIn({ timeZone: null, schedule: { ...EMPTY_SCHEDULE, tue: { startTime: '09:00', endTime: '18:00' } } }, 'UTC', winter);
  const teacher = weekIn({ timeZone: null, schedule: { ...EMPTY_SCHEDULE, tue: { startTime: '14:00', endTime: '20:00' }, wed: { startTime: '09:00', endTime: '12:00' } } }, 'UTC', winter);
  expect(toBusinessHours(intersect(teacher, school))).toEqual([{ daysOfWeek: [2], startTime: '14:00', endTime: '18:00' }]);
  expect(intersect(null, school)).toEqual(school);
  expect(intersect(teacher, null)).toEqual(teacher);
  expect(toBusinessHours(null)).toBe(false);
  // No common hour: every hour is shaded.
  expect(toBusinessHours(intersect(weekIn({ timeZone: null, schedule: { ...EMPTY_SCHEDULE, mon: { startTime: '09:00', endTime: '10:00' } } }, 'UTC', winter), school))).toEqual([
    { daysOfWeek: [], startTime: '00:00', endTime: '00:00' },
  ]);
});
