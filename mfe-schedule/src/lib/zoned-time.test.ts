import { dateKey, instantOf, isSafeMeetingLink, wallClock } from './zoned-time';

describe('wall-clock time in a zone', () => {
  it('shows an instant as the wall clock of Kyiv in summer and in winter', () => {
    expect(wallClock(new Date('2026-07-01T15:00:00Z'), 'Europe/Kyiv')).toBe('2026-07-01T18:00:00');
    expect(wallClock(new Date('2026-01-15T15:00:00Z'), 'Europe/Kyiv')).toBe('2026-01-15T17:00:00');
  });

  it('turns a wall-clock time of a zone back into the instant', () => {
    expect(instantOf('2026-07-01T18:00', 'Europe/Kyiv').toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(instantOf('2026-01-15T17:00', 'Europe/Kyiv').toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(instantOf('2026-03-29T12:00', 'America/New_York').toISOString()).toBe('2026-03-29T16:00:00.000Z');
  });

  it('keeps the wall-clock day of a calendar date', () => {
    expect(dateKey(new Date('2026-03-31T00:00:00Z'))).toBe('2026-03-31');
  });
});

it('opens only http and https meeting links', () => {
  expect(isSafeMeetingLink('https://meet.example.com/room')).toBe(true);
  expect(isSafeMeetingLink('http://meet.example.com/room')).toBe(true);
  expect(isSafeMeetingLink('javascript:alert(1)')).toBe(false);
  expect(isSafeMeetingLink('not a link')).toBe(false);
  expect(isSafeMeetingLink(null)).toBe(false);
});
