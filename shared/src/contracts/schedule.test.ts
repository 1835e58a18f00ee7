import { isChargedStatus, isTimeZone, scheduleEventCreateSchema, scheduleEventUpdateSchema, scheduleScopeQuerySchema, userScheduleQuerySchema } from './index.js';

const CLASS = '5f0c8c1e-4b1a-4c5e-9d3f-2a7b6c8d9e01';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.') || '_', issue.message]));

describe('schedule contract', () => {
  const base = { classId: CLASS, startsAt: '2026-03-24T18:00:00+02:00', durationMinutes: 60 };

  it('takes an instant with an offset, an IANA zone and a weekly repeat ended by a date or a count', () => {
    expect(scheduleEventCreateSchema.safeParse({ ...base, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['tue', 'thu'], count: 10 } }).success).toBe(true);
    expect(scheduleEventCreateSchema.safeParse({ ...base, startsAt: '2026-03-24T16:00:00Z', repeat: { weekdays: ['mon'], until: '2026-06-01' } }).success).toBe(true);
    expect(fieldErrors(scheduleEventCreateSchema.safeParse({ ...base, startsAt: '2026-03-24T18:00:00' }))).toEqual({ startsAt: 'schedule.instant' });
    expect(fieldErrors(scheduleEventCreateSchema.safeParse({ ...base, timeZone: 'Kyiv' }))).toEqual({ timeZone: 'schedule.timeZone' });
    expect(fieldErrors(scheduleEventCreateSchema.safeParse({ ...base, repeat: { weekdays: ['tue'] } }))).toEqual({ 'repeat.until': 'schedule.repeatEnd' });
    expect(fieldErrors(scheduleEventCreateSchema.safeParse({ ...base, repeat: { weekdays: ['tue', 'tue'], count: 2 } }))).toEqual({ 'repeat.weekdays': 'schedule.weekdays' });
    expect(fieldErrors(scheduleEventCreateSchema.safeParse({ ...base, durationMinutes: 721 }))).toEqual({ durationMinutes: 'schedule.duration' });
  });

  it('wants the whole event on PUT, and a scope of one (default) or following', () => {
    expect(fieldErrors(scheduleEventUpdateSchema.safeParse(base))).toEqual({ timeZone: 'schedule.timeZone', meetingLink: expect.any(String), status: 'schedule.status' });
    expect(scheduleEventUpdateSchema.parse({ ...base, timeZone: 'UTC', meetingLink: '', status: 'noShowCharge' }).meetingLink).toBeNull();
    expect(scheduleScopeQuerySchema.parse({})).toEqual({ scope: 'one', dryRun: 'false' });
    expect(scheduleScopeQuerySchema.parse({ scope: 'following', dryRun: 'true' })).toEqual({ scope: 'following', dryRun: 'true' });
    expect(scheduleScopeQuerySchema.safeParse({ dryRun: 'yes' }).success).toBe(false);
    expect(scheduleScopeQuerySchema.safeParse({ scope: 'all' }).success).toBe(false);
  });

  it('reads a range of at most 100 days, ending after it starts, with a zone for the day counts', () => {
    expect(userScheduleQuerySchema.parse({ from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' }).timeZone).toBe('UTC');
    expect(fieldErrors(userScheduleQuerySchema.safeParse({ from: '2026-04-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }))).toEqual({ to: 'schedule.range' });
    expect(fieldErrors(userScheduleQuerySchema.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' }))).toEqual({ to: 'schedule.range' });
  });

  it('knows which statuses charge and which zones exist', () => {
    expect(['scheduled', 'completed', 'noShow', 'noShowCharge', 'canceled'].filter((status) => isChargedStatus(status as 'completed'))).toEqual(['completed', 'noShowCharge']);
    expect([isTimeZone('Europe/Kyiv'), isTimeZone('America/New_York'), isTimeZone('UTC'), isTimeZone('Mars/Base'), isTimeZone('')]).toEqual([true, true, true, false, false]);
  });
});
