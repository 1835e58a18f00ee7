import ICAL from 'ical.js';
import type { ApiError, BalanceEntry, ClassObject, FeedToken, LessonCompletion, RunningOutStudent, ScheduleEvent, ScheduleEventResult, ScheduleList, UserPlan, WorkingHours } from '@school/shared/contracts';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { CLASSROOM_CAST, attachLesson, createClass } from '../../test/classroom-kit.js';
import { createPlace } from '../../test/structure-kit.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const errorOf = (response: { json: () => unknown }) => response.json() as ApiError;

describe.each(DATABASES)('the schedule and its charging on %s', (kind) => {
  // Tuesday 24 March 2026, 17:55 Kyiv (winter time, +02:00): five days before the spring change.
  let now = new Date('2026-03-24T15:55:00Z');
  const t = useTestApp(kind, { clock: () => now });
  let tokens: Record<keyof typeof CLASSROOM_CAST, string>;
  let ids: Record<keyof typeof CLASSROOM_CAST, string>;
  let personal: ClassObject;
  let group: ClassObject;

  beforeAll(async () => {
    ({ tokens, ids } = await signInCast(t, CLASSROOM_CAST));
    const place = await createPlace(t, tokens.admin, 'Schedule course');
    personal = await createClass(t, tokens.teacher, { name: 'Sofia; grammar, one-to-one', type: 'personal', teacherId: ids.teacher, studentId: ids.student });
    await attachLesson(t, tokens.teacher, personal.id, place.lesson.id);
    const groups = body<{ data: { id: string }[] }>(await t.request('GET', '/tenant/groups?q=A1', { token: tokens.admin })).data;
    group = await createClass(t, tokens.teacher, { name: 'A1 evenings', type: 'group', teacherId: ids.teacher, groupId: groups[0]?.id });
  });

  const create = (payload: unknown, token = tokens.teacher) => t.request('POST', '/tenant/schedule/my', { token, body: payload, lang: 'en' });
  const created = async (payload: unknown, token = tokens.teacher) => {
    const response = await create(payload, token);
    if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
    return body<{ data: ScheduleEventResult }>(response).data;
  };
  const put = (event: ScheduleEvent, change: Record<string, unknown>, token = tokens.teacher, scope?: string) =>
    t.request('PUT', `/tenant/schedule/${event.id}${scope ? `?scope=${scope}` : ''}`, {
      token,
      lang: 'en',
      body: { classId: event.classId, startsAt: event.startsAt, durationMinutes: event.durationMinutes, timeZone: event.timeZone, meetingLink: event.meetingLink, status: event.status, ...change },
    });
  const list = async (url: string, token = tokens.teacher) => {
    const response = await t.request('GET', url, { token });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return body<ScheduleList>(response);
  };
  const remaining = async (token = tokens.student) =>
    body<{ data: UserPlan[] }>(await t.request('GET', '/tenant/user/plans', { token })).data.reduce((sum, plan) => sum + plan.lessonsRemaining, 0);
  const ledger = async () => body<{ data: BalanceEntry[] }>(await t.request('GET', `/tenant/users/${ids.student}/plan-history?limit=100`, { token: tokens.admin })).data;
  const count = (entries: BalanceEntry[], type: string) => entries.filter((entry) => entry.type === type).length;

  describe('planning', () => {
    it('plans one lesson: the zone’s wall-clock time, the class’s teacher and students, nothing charged', async () => {
      const event = await created({ classId: personal.id, startsAt: '2026-03-24T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/sofia' });
      expect(event).toMatchObject({
        classId: personal.id,
        className: 'Sofia; grammar, one-to-one',
        teacher: { id: ids.teacher },
        students: [{ id: ids.student }],
        startsAt: '2026-03-24T18:00:00.000+02:00',
        endsAt: '2026-03-24T19:00:00.000+02:00',
        durationMinutes: 60,
        timeZone: 'Europe/Kyiv',
        status: 'scheduled',
        meetingLink: 'https://meet.example.com/sofia',
        seriesId: null,
        classLessonId: null,
        charges: { charged: [], notCharged: [] },
        clashes: [],
      });
      expect(body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.student })).data.id).toBe(event.id);
      await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher });
    });

    it('makes a weekly series that stays at 18:00 Kyiv across the daylight-saving change, answered by its first event', async () => {
      const first = await created({ classId: group.id, startsAt: '2026-04-07T15:00:00Z', durationMinutes: 90, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['tue', 'thu'], count: 4 } });
      expect(first.seriesId).toEqual(expect.any(String));
      expect(first.startsAt).toBe('2026-04-07T18:00:00.000+03:00');
      const mine = await list('/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&timeZone=Europe/Kyiv');
      expect(mine.data.map((event) => event.startsAt)).toEqual([
        '2026-04-07T18:00:00.000+03:00',
        '2026-04-09T18:00:00.000+03:00',
        '2026-04-14T18:00:00.000+03:00',
        '2026-04-16T18:00:00.000+03:00',
      ]);
      expect(mine.meta.dayCounts).toEqual([
        { date: '2026-04-07', count: 1 },
        { date: '2026-04-09', count: 1 },
        { date: '2026-04-14', count: 1 },
        { date: '2026-04-16', count: 1 },
      ]);
      // Across the change: a series planned in March keeps its wall-clock time after 29 March.
      const march = await created({ classId: group.id, startsAt: '2026-03-26T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['thu'], until: '2026-04-02' } });
      const across = await list('/tenant/schedule/user?from=2026-03-26T00:00:00Z&to=2026-04-03T00:00:00Z');
      expect(across.data.filter((event) => event.seriesId === march.seriesId).map((event) => [event.startsAt, new Date(event.startsAt).toISOString()])).toEqual([
        ['2026-03-26T18:00:00.000+02:00', '2026-03-26T16:00:00.000Z'],
        ['2026-04-02T18:00:00.000+03:00', '2026-04-02T15:00:00.000Z'],
      ]);
      await t.request('DELETE', `/tenant/schedule/${march.id}?scope=following`, { token: tokens.teacher });
    });

    it('warns of a double booking: the same teacher, and a student of both classes', async () => {
      const clash = await created({ classId: personal.id, startsAt: '2026-04-07T18:30:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      expect(clash.clashes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ eventId: clash.id, role: 'teacher', person: expect.objectContaining({ id: ids.teacher }), otherClassName: 'A1 evenings' }),
          expect.objectContaining({ eventId: clash.id, role: 'student', person: expect.objectContaining({ id: ids.student }) }),
        ]),
      );
      expect(clash.clashes).toHaveLength(2);
      // Moved clear of it, the warning goes.
      const moved = body<{ data: ScheduleEventResult }>(await put(clash, { startsAt: '2026-04-07T20:00:00+03:00' })).data;
      expect(moved.clashes).toEqual([]);
      expect((await t.request('DELETE', `/tenant/schedule/${clash.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    });

    it('answers 400 with the field for bad input', async () => {
      const base = { classId: personal.id, startsAt: '2026-04-01T10:00:00Z', durationMinutes: 60, timeZone: 'Europe/Kyiv' };
      const cases: [unknown, string][] = [
        [{ ...base, classId: 'x' }, 'classId'],
        [{ ...base, startsAt: '1 April' }, 'startsAt'],
        [{ ...base, startsAt: '2026-04-01T10:00:00' }, 'startsAt'],
        [{ ...base, durationMinutes: 3 }, 'durationMinutes'],
        [{ ...base, timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ ...base, meetingLink: 'javascript:alert(1)' }, 'meetingLink'],
        [{ ...base, repeat: { weekdays: ['tue'] } }, 'repeat'],
        [{ ...base, repeat: { weekdays: [], count: 2 } }, 'repeat'],
        [{ ...base, repeat: { weekdays: ['tue', 'tue'], count: 2 } }, 'repeat'],
        [{ ...base, repeat: { weekdays: ['tue'], count: 500 } }, 'repeat'],
        [{ ...base, repeat: { weekdays: ['tue'], until: '2028-01-01' } }, 'repeat'],
        [{ ...base, classId: MISSING_ID }, 'classId'],
      ];
      for (const [payload, field] of cases) {
        const response = await create(payload);
        expect([response.statusCode, Object.keys(errorOf(response).fieldErrors ?? {})]).toEqual([400, [field]]);
      }
      expect(errorOf(await create({ ...base, durationMinutes: 3 })).fieldErrors).toEqual({ durationMinutes: ['The duration must be from 5 to 720 minutes'] });
    });

    it('refuses students (403), another teacher’s class (400), another school (400) and the signed-out (401)', async () => {
      const payload = { classId: personal.id, startsAt: '2026-04-01T10:00:00Z', durationMinutes: 60 };
      expect((await create(payload, tokens.student)).statusCode).toBe(403);
      expect((await create(payload, tokens.manager)).statusCode).toBe(403);
      const iryna = await create(payload, tokens.iryna);
      expect([iryna.statusCode, errorOf(iryna).fieldErrors]).toEqual([400, { classId: ['Choose a class you teach'] }]);
      expect((await create(payload, tokens.other)).statusCode).toBe(400);
      expect((await t.request('POST', '/tenant/schedule/my', { body: payload })).statusCode).toBe(401);
      // The admin plans any class of the school; the zone defaults to UTC without a profile zone.
      const byAdmin = await created(payload, tokens.admin);
      expect(byAdmin.timeZone).toEqual(expect.any(String));
      await t.request('DELETE', `/tenant/schedule/${byAdmin.id}`, { token: tokens.admin });
    });
  });

  describe('reading', () => {
    let series: ScheduleEvent[];
    beforeAll(async () => {
      series = (await list('/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z')).data.filter((event) => event.classId === group.id);
    });

    it('shows a student their lessons, an administrator anyone’s and the school’s, by teacher and class', async () => {
      expect((await list('/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z', tokens.andrii)).data.map((event) => event.id)).toEqual(series.map((event) => event.id));
      expect((await list('/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z', tokens.maria)).data).toEqual([]);
      expect((await list(`/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&userId=${ids.teacher}`, tokens.admin)).data).toHaveLength(series.length);
      expect((await list(`/tenant/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&classId=${group.id}`, tokens.admin)).data).toHaveLength(4);
      expect((await list(`/tenant/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&teacherId=${ids.iryna}`, tokens.admin)).data).toEqual([]);
      expect((await list('/tenant/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z', tokens.other)).data).toEqual([]);
      expect((await list(`/tenant/users/${ids.andrii}/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z`, tokens.manager)).data).toHaveLength(4);
      // A range in another zone counts the days of that zone: 18:00 Kyiv is 11:00 in New York, the same date.
      expect((await list('/tenant/schedule/user?from=2026-04-07T00:00:00Z&to=2026-04-08T00:00:00Z&timeZone=Asia/Tokyo')).meta.dayCounts).toEqual([{ date: '2026-04-08', count: 1 }]);
    });

    it('shows a group’s lessons (its group classes only) to the people who open the group detail', async () => {
      const groupId = group.group?.id as string;
      const range = 'from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&timeZone=Europe/Kyiv';
      const loose = await created({ classId: personal.id, startsAt: '2026-04-08T10:00:00Z', durationMinutes: 30 });
      const ofGroup = await list(`/tenant/groups/${groupId}/schedule?${range}`, tokens.manager);
      expect(ofGroup.data.map((event) => event.id)).toEqual(series.map((event) => event.id));
      expect(ofGroup.data.every((event) => event.classId === group.id)).toBe(true);
      expect(ofGroup.meta.dayCounts).toEqual(series.map((event) => ({ date: event.startsAt.slice(0, 10), count: 1 })));
      expect((await list(`/tenant/groups/${groupId}/schedule?${range}`, tokens.admin)).data).toHaveLength(series.length);
      expect((await t.request('GET', `/tenant/groups/${groupId}/schedule?${range}`, { token: tokens.teacher })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/groups/${groupId}/schedule?${range}`, { token: tokens.student })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/groups/${groupId}/schedule?${range}`)).statusCode).toBe(401);
      // Another school's administrator does not see that the group exists.
      const foreign = await t.request('GET', `/tenant/groups/${groupId}/schedule?${range}`, { token: tokens.other, lang: 'en' });
      expect([foreign.statusCode, errorOf(foreign).message]).toEqual([404, 'Group not found']);
      expect((await t.request('GET', `/tenant/groups/${MISSING_ID}/schedule?${range}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/groups/x/schedule?${range}`, { token: tokens.admin })).statusCode).toBe(400);
      const reversed = await t.request('GET', `/tenant/groups/${groupId}/schedule?from=2026-04-30T00:00:00Z&to=2026-04-01T00:00:00Z`, { token: tokens.admin, lang: 'en' });
      expect([reversed.statusCode, errorOf(reversed).fieldErrors]).toEqual([400, { to: ['The end must come after the start, at most 100 days later'] }]);
      await t.request('DELETE', `/tenant/schedule/${loose.id}`, { token: tokens.teacher });
    });

    it('answers 400 for a bad range, 403 for someone else’s schedule without admin-access, 404 for an unknown user or event', async () => {
      const reversed = await t.request('GET', '/tenant/schedule/user?from=2026-04-30T00:00:00Z&to=2026-04-01T00:00:00Z', { token: tokens.teacher, lang: 'en' });
      expect([reversed.statusCode, errorOf(reversed).fieldErrors]).toEqual([400, { to: ['The end must come after the start, at most 100 days later'] }]);
      expect((await t.request('GET', '/tenant/schedule/user?from=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z', { token: tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', '/tenant/schedule/user?to=2026-12-01T00:00:00Z', { token: tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', `/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&userId=${ids.andrii}`, { token: tokens.teacher })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z&userId=${MISSING_ID}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z', { token: tokens.teacher })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/users/${ids.andrii}/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z`, { token: tokens.teacher })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/users/${MISSING_ID}/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/schedule?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z')).statusCode).toBe(401);
      const one = series[0] as ScheduleEvent;
      for (const token of [tokens.maria, tokens.iryna, tokens.other]) expect((await t.request('GET', `/tenant/schedule/${one.id}`, { token })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/schedule/${MISSING_ID}`, { token: tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/schedule/x', { token: tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', `/tenant/schedule/${one.id}`)).statusCode).toBe(401);
    });
  });

  describe('editing a series', () => {
    it('moves this and the following lessons, keeps the earlier ones, and deletes the following', async () => {
      const first = await created({ classId: group.id, startsAt: '2026-05-05T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['tue'], count: 4 } });
      const all = () => list('/tenant/schedule/user?from=2026-05-01T00:00:00Z&to=2026-06-01T00:00:00Z').then((page) => page.data.filter((event) => event.seriesId === first.seriesId));
      const second = (await all())[1] as ScheduleEvent;
      const moved = await put(second, { startsAt: '2026-05-12T19:30:00+03:00', durationMinutes: 45 }, tokens.teacher, 'following');
      expect(moved.statusCode).toBe(200);
      expect((await all()).map((event) => [event.startsAt, event.durationMinutes])).toEqual([
        ['2026-05-05T18:00:00.000+03:00', 60],
        ['2026-05-12T19:30:00.000+03:00', 45],
        ['2026-05-19T19:30:00.000+03:00', 45],
        ['2026-05-26T19:30:00.000+03:00', 45],
      ]);
      const only = await put((await all())[3] as ScheduleEvent, { meetingLink: 'https://meet.example.com/last' }, tokens.teacher, 'one');
      expect(body<{ data: ScheduleEvent }>(only).data.meetingLink).toBe('https://meet.example.com/last');
      expect((await t.request('DELETE', `/tenant/schedule/${second.id}?scope=following`, { token: tokens.teacher })).statusCode).toBe(204);
      expect((await all()).map((event) => event.startsAt)).toEqual(['2026-05-05T18:00:00.000+03:00']);
      expect((await t.request('DELETE', `/tenant/schedule/${first.id}?scope=sideways`, { token: tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('DELETE', `/tenant/schedule/${first.id}`, { token: tokens.student })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/schedule/${first.id}`, { token: tokens.other })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/tenant/schedule/${first.id}`)).statusCode).toBe(401);
      expect((await t.request('DELETE', `/tenant/schedule/${first.id}`, { token: tokens.admin })).statusCode).toBe(204);
    });

    it('answers 400 for a bad PUT body, 403 for a student, 404 for outsiders', async () => {
      const event = await created({ classId: group.id, startsAt: '2026-06-02T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const missing = await t.request('PUT', `/tenant/schedule/${event.id}`, { token: tokens.teacher, lang: 'en', body: { classId: group.id, startsAt: event.startsAt, durationMinutes: 60 } });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(errorOf(missing).fieldErrors ?? {}).sort()).toEqual(['meetingLink', 'status', 'timeZone']);
      expect((await put(event, { status: 'done' })).statusCode).toBe(400);
      expect((await put(event, { status: 'completed' }, tokens.student)).statusCode).toBe(403);
      for (const token of [tokens.maria, tokens.iryna, tokens.other]) expect((await put(event, { status: 'completed' }, token)).statusCode).toBe(404);
      expect((await put(event, { classId: MISSING_ID })).statusCode).toBe(400);
      await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher });
    });
  });

  describe('charging', () => {
    it('charges each student with a paid plan once on completed, names who was not charged, refunds on the way back', async () => {
      const event = await created({ classId: group.id, startsAt: '2026-03-10T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const before = await remaining();
      const done = await put(event, { status: 'completed' });
      expect(done.statusCode).toBe(200);
      expect(body<{ data: ScheduleEvent }>(done).data).toMatchObject({ status: 'completed', charges: { charged: [ids.student], notCharged: [ids.andrii] } });
      expect(await remaining()).toBe(before - 1);
      // Again (a retry): nothing more.
      expect((await put(event, { status: 'completed' })).statusCode).toBe(200);
      // completed -> noShowCharge: still one charge.
      expect(body<{ data: ScheduleEvent }>(await put(event, { status: 'noShowCharge' })).data.charges.charged).toEqual([ids.student]);
      expect(await remaining()).toBe(before - 1);
      const back = body<{ data: ScheduleEvent }>(await put(event, { status: 'noShow' })).data;
      expect(back.charges).toEqual({ charged: [], notCharged: [] });
      expect(await remaining()).toBe(before);
      const entries = await ledger();
      expect(count(entries, 'lessonRefund')).toBeGreaterThanOrEqual(1);
      // A charged lesson keeps its class.
      await put(event, { status: 'completed' });
      const moving = await put(event, { status: 'completed', classId: personal.id });
      expect([moving.statusCode, errorOf(moving).code]).toEqual([409, 'schedule.chargedClass']);
      // Deleting a charged lesson gives it back first.
      expect(await remaining()).toBe(before - 1);
      expect((await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher })).statusCode).toBe(204);
      expect(await remaining()).toBe(before);
    });

    it('charges once when two completions of one lesson arrive at the same time', async () => {
      const event = await created({ classId: personal.id, startsAt: '2026-03-12T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const before = await remaining();
      const charges = count(await ledger(), 'lessonCompleted');
      const results = await Promise.all([put(event, { status: 'completed' }), put(event, { status: 'completed' }, tokens.admin), put(event, { status: 'noShowCharge' })]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(count(await ledger(), 'lessonCompleted')).toBe(charges + 1);
      expect(await remaining()).toBe(before - 1);
      const refunds = count(await ledger(), 'lessonRefund');
      await Promise.all([put(event, { status: 'scheduled' }), put(event, { status: 'canceled' })]);
      expect(count(await ledger(), 'lessonRefund')).toBe(refunds + 1);
      expect(await remaining()).toBe(before);
      await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher });
    });

    it('makes the classroom’s complete-lesson and the calendar’s completed the same lesson, charged once (both ways)', async () => {
      // Classroom first: the lesson at 18:00 today is completed at 17:55 from the classroom.
      const event = await created({ classId: personal.id, startsAt: '2026-03-24T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const before = await remaining();
      const completion = body<{ data: LessonCompletion }>(await t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.teacher })).data;
      expect(completion).toMatchObject({ charged: [ids.student], notCharged: [], alreadyCompleted: false });
      const linked = body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.teacher })).data;
      expect(linked).toMatchObject({ status: 'completed', classLessonId: completion.classLessonId, charges: { charged: [ids.student], notCharged: [] } });
      expect((await put(linked, { status: 'completed' })).statusCode).toBe(200);
      expect(await remaining()).toBe(before - 1);
      // Given back in the calendar: the classroom's view follows.
      await put(linked, { status: 'canceled' });
      expect(await remaining()).toBe(before);
      expect(body<{ data: LessonCompletion }>(await t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.teacher })).data).toMatchObject({ charged: [], alreadyCompleted: true });

      // Calendar first, two days later: the event is completed, then the classroom completes a new lesson.
      now = new Date('2026-03-26T16:10:00Z');
      const second = await created({ classId: personal.id, startsAt: '2026-03-26T18:00:00+02:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const other = await createPlace(t, tokens.admin, 'Second schedule course');
      await attachLesson(t, tokens.teacher, personal.id, other.lesson.id);
      await put(second, { status: 'completed' });
      expect(await remaining()).toBe(before - 1);
      const [one, two] = await Promise.all([
        t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.teacher }),
        t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.admin }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(body<{ data: LessonCompletion }>(one).data.charged).toEqual([ids.student]);
      expect(await remaining()).toBe(before - 1);
      expect(body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${second.id}`, { token: tokens.teacher })).data.classLessonId).toBe(body<{ data: LessonCompletion }>(one).data.classLessonId);

      // Classroom completed with no event near; the event completed later that evening takes its charge.
      now = new Date('2026-03-28T09:00:00Z');
      const third = await createPlace(t, tokens.admin, 'Third schedule course');
      await attachLesson(t, tokens.teacher, personal.id, third.lesson.id);
      expect(body<{ data: LessonCompletion }>(await t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.teacher })).data.charged).toEqual([ids.student]);
      expect(await remaining()).toBe(before - 2);
      const late = await created({ classId: personal.id, startsAt: '2026-03-28T10:00:00Z', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const lateDone = body<{ data: ScheduleEvent }>(await put(late, { status: 'completed' })).data;
      expect(lateDone.charges.charged).toEqual([ids.student]);
      expect(lateDone.classLessonId).toEqual(expect.any(String));
      expect(await remaining()).toBe(before - 2);
    });
  });

  describe('the demo school', () => {
    it('has a weekly series of the English A1 class on Tuesdays and Thursdays at 18:00 Kyiv', async () => {
      const classes = body<{ data: ClassObject[] }>(await t.request('GET', '/tenant/classes?q=Tue%20and%20Thu', { token: tokens.admin })).data;
      const demo = classes.find((item) => item.name === 'English A1 · Tue and Thu') as ClassObject;
      // The seed plans around the real date, not the tests' clock.
      const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const to = new Date(Date.now() + 35 * 86_400_000).toISOString();
      const events = (await list(`/tenant/schedule?from=${from}&to=${to}&classId=${demo.id}`, tokens.admin)).data;
      expect(events.length).toBeGreaterThanOrEqual(8);
      for (const event of events) {
        expect(event.startsAt).toMatch(/T18:00:00\.000\+0[23]:00$/);
        expect([2, 4]).toContain(new Date(event.startsAt.slice(0, 10)).getUTCDay());
        expect(event).toMatchObject({ timeZone: 'Europe/Kyiv', status: 'scheduled', teacher: { id: ids.teacher } });
      }
    });
  });

  describe('the calendar feed', () => {
    it('serves the owner’s lessons as iCalendar to a secret address, without a bearer; a new address retires the old one', async () => {
      now = new Date('2026-04-01T09:00:00Z');
      expect(body<{ data: { active: boolean } }>(await t.request('GET', '/tenant/schedule/feed-token', { token: tokens.student })).data.active).toBe(false);
      const issued = await t.request('POST', '/tenant/schedule/feed-token', { token: tokens.student });
      expect(issued.statusCode).toBe(201);
      const feed = body<{ data: FeedToken }>(issued).data;
      expect(feed.path).toBe(`/tenant/schedule/feed/${feed.token}.ics`);
      expect(body<{ data: { active: boolean } }>(await t.request('GET', '/tenant/schedule/feed-token', { token: tokens.student })).data.active).toBe(true);
      const named = await created({ classId: personal.id, startsAt: '2026-04-08T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/a?b=1,2' });

      const response = await t.request('GET', feed.path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const mine = events.find((event) => event.uid.startsWith(named.id));
      expect(mine?.summary).toBe('Sofia; grammar, one-to-one');
      expect(mine?.startDate.toJSDate().toISOString()).toBe('2026-04-08T15:00:00.000Z');
      expect(mine?.endDate.toJSDate().toISOString()).toBe('2026-04-08T16:00:00.000Z');
      expect(mine?.description).toContain('https://meet.example.com/a?b=1,2');
      // The group lessons Sofia is in are there too; nobody else’s.
      expect(events.length).toBeGreaterThan(4);
      expect(body<ScheduleList>(await t.request('GET', '/tenant/schedule/user?from=2026-04-01T00:00:00Z&to=2026-04-30T00:00:00Z', { token: tokens.maria })).data).toEqual([]);

      const replaced = body<{ data: FeedToken }>(await t.request('POST', '/tenant/schedule/feed-token', { token: tokens.student })).data;
      expect(replaced.token).not.toBe(feed.token);
      expect((await t.request('GET', feed.path)).statusCode).toBe(404);
      expect((await t.request('GET', replaced.path)).statusCode).toBe(200);
      expect((await t.request('GET', '/tenant/schedule/feed/short.ics')).statusCode).toBe(400);
      expect((await t.request('POST', '/tenant/schedule/feed-token')).statusCode).toBe(401);
    });
  });

  describe('warning before saving (dryRun)', () => {
    it('answers a new lesson’s clashes with 200 and saves nothing; the real write saves', async () => {
      const held = await created({ classId: personal.id, startsAt: '2026-07-07T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const before = (await list('/tenant/schedule/user?from=2026-07-01T00:00:00Z&to=2026-07-31T00:00:00Z')).data.length;
      const payload = { classId: group.id, startsAt: '2026-07-07T18:30:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['tue'], count: 3 } };
      const dry = await t.request('POST', '/tenant/schedule/my?dryRun=true', { token: tokens.teacher, body: payload });
      expect(dry.statusCode).toBe(200);
      const answer = body<{ data: ScheduleEventResult }>(dry).data;
      expect(answer.clashes).toEqual(expect.arrayContaining([expect.objectContaining({ otherEventId: held.id, role: 'teacher' }), expect.objectContaining({ otherEventId: held.id, role: 'student' })]));
      expect((await list('/tenant/schedule/user?from=2026-07-01T00:00:00Z&to=2026-07-31T00:00:00Z')).data).toHaveLength(before);
      expect((await t.request('GET', `/tenant/schedule/${answer.id}`, { token: tokens.teacher })).statusCode).toBe(404);
      // `false` is the real write.
      const real = await t.request('POST', '/tenant/schedule/my?dryRun=false', { token: tokens.teacher, body: payload });
      expect(real.statusCode).toBe(201);
      expect((await list('/tenant/schedule/user?from=2026-07-01T00:00:00Z&to=2026-07-31T00:00:00Z')).data).toHaveLength(before + 3);
      await t.request('DELETE', `/tenant/schedule/${body<{ data: ScheduleEvent }>(real).data.id}?scope=following`, { token: tokens.teacher });
      await t.request('DELETE', `/tenant/schedule/${held.id}`, { token: tokens.teacher });
    });

    it('answers a move’s clashes (one or following) and leaves the lessons and the ledger as they were', async () => {
      const held = await created({ classId: personal.id, startsAt: '2026-07-15T10:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const first = await created({ classId: group.id, startsAt: '2026-07-08T12:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['wed'], count: 2 } });
      const dryPut = (event: ScheduleEvent, change: Record<string, unknown>, query: string) =>
        t.request('PUT', `/tenant/schedule/${event.id}?${query}`, {
          token: tokens.teacher,
          lang: 'en',
          body: { classId: event.classId, startsAt: event.startsAt, durationMinutes: event.durationMinutes, timeZone: event.timeZone, meetingLink: event.meetingLink, status: event.status, ...change },
        });
      // The first moved to 10:00 with its following: the second (15 July) lands on the held lesson.
      const following = await dryPut(first, { startsAt: '2026-07-08T10:00:00+03:00' }, 'scope=following&dryRun=true');
      expect(following.statusCode).toBe(200);
      expect(body<{ data: ScheduleEventResult }>(following).data.clashes.map((clash) => [clash.otherEventId, clash.role])).toEqual(
        expect.arrayContaining([
          [held.id, 'teacher'],
          [held.id, 'student'],
        ]),
      );
      const one = await dryPut(first, { startsAt: '2026-07-08T10:00:00+03:00' }, 'scope=one&dryRun=true');
      expect(body<{ data: ScheduleEventResult }>(one).data.clashes).toEqual([]);
      const ledgerBefore = (await ledger()).length;
      const completing = await dryPut(first, { status: 'completed' }, 'dryRun=true');
      expect(body<{ data: ScheduleEventResult }>(completing).data.status).toBe('completed');
      expect((await ledger()).length).toBe(ledgerBefore);
      const stored = body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${first.id}`, { token: tokens.teacher })).data;
      expect([stored.startsAt, stored.status]).toEqual(['2026-07-08T12:00:00.000+03:00', 'scheduled']);

      const bad = await dryPut(first, {}, 'dryRun=maybe');
      expect([bad.statusCode, errorOf(bad).fieldErrors]).toEqual([400, { dryRun: ['Dry run is true or false'] }]);
      expect((await t.request('POST', '/tenant/schedule/my?dryRun=1', { token: tokens.teacher, body: { classId: group.id, startsAt: '2026-07-08T10:00:00Z', durationMinutes: 60 } })).statusCode).toBe(400);
      expect((await t.request('PUT', `/tenant/schedule/${first.id}?dryRun=true`, { body: { ...stored } })).statusCode).toBe(401);
      const asStudent = await t.request('PUT', `/tenant/schedule/${first.id}?dryRun=true`, {
        token: tokens.student,
        body: { classId: stored.classId, startsAt: stored.startsAt, durationMinutes: 60, timeZone: stored.timeZone, meetingLink: null, status: 'completed' },
      });
      expect(asStudent.statusCode).toBe(403);
      expect((await t.request('POST', '/tenant/schedule/my?dryRun=true', { token: tokens.student, body: { classId: group.id, startsAt: '2026-07-08T10:00:00Z', durationMinutes: 60 } })).statusCode).toBe(403);
      expect((await t.request('POST', '/tenant/schedule/my?dryRun=true', { token: tokens.other, body: { classId: group.id, startsAt: '2026-07-08T10:00:00Z', durationMinutes: 60 } })).statusCode).toBe(400);
      await t.request('DELETE', `/tenant/schedule/${first.id}?scope=following`, { token: tokens.teacher });
      await t.request('DELETE', `/tenant/schedule/${held.id}`, { token: tokens.teacher });
    });
  });

  describe('who charged: the ledger’s author', () => {
    const newEntries = async (before: BalanceEntry[]) => {
      const known = new Set(before.map((entry) => entry.id));
      return (await ledger()).filter((entry) => !known.has(entry.id));
    };

    it('names the teacher who completed a lesson in the calendar, and the administrator who gave it back', async () => {
      now = new Date('2026-07-21T16:00:00Z');
      const event = await created({ classId: personal.id, startsAt: '2026-07-21T09:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      let before = await ledger();
      expect((await put(event, { status: 'completed' })).statusCode).toBe(200);
      expect((await newEntries(before)).map((entry) => [entry.type, entry.author?.id])).toEqual([['lessonCompleted', ids.teacher]]);
      before = await ledger();
      expect((await put(event, { status: 'scheduled' }, tokens.admin)).statusCode).toBe(200);
      expect((await newEntries(before)).map((entry) => [entry.type, entry.author?.id])).toEqual([['lessonRefund', ids.admin]]);
      before = await ledger();
      await put(event, { status: 'noShowCharge' });
      expect((await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.admin })).statusCode).toBe(204);
      expect((await newEntries(before)).map((entry) => [entry.type, entry.author?.id]).sort()).toEqual([
        ['lessonCompleted', ids.teacher],
        ['lessonRefund', ids.admin],
      ]);
    });

    it('names who pressed complete-lesson in the classroom, with an event near and without one', async () => {
      now = new Date('2026-07-22T15:50:00Z');
      const event = await created({ classId: personal.id, startsAt: '2026-07-22T19:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const place = await createPlace(t, tokens.admin, 'Author schedule course');
      await attachLesson(t, tokens.teacher, personal.id, place.lesson.id);
      let before = await ledger();
      expect((await t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.teacher })).statusCode).toBe(200);
      expect(body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.teacher })).data.status).toBe('completed');
      expect((await newEntries(before)).map((entry) => [entry.type, entry.author?.id])).toEqual([['lessonCompleted', ids.teacher]]);

      now = new Date('2026-08-05T09:00:00Z');
      const next = await createPlace(t, tokens.admin, 'Author schedule course two');
      await attachLesson(t, tokens.teacher, personal.id, next.lesson.id);
      before = await ledger();
      expect((await t.request('POST', `/tenant/classes/${personal.id}/complete-lesson`, { token: tokens.admin })).statusCode).toBe(200);
      expect((await newEntries(before)).map((entry) => [entry.type, entry.author?.id])).toEqual([['lessonCompleted', ids.admin]]);
    });
  });

  describe('students running out (GET schedule/running-out)', () => {
    it('lists who is booked for more coming lessons than they have left, at the first unpaid lesson; canceled lessons do not count', async () => {
      now = new Date('2026-10-05T07:00:00Z');
      const left = await remaining();
      // The student: one lesson a day for as many days as they have lessons, and one more; Andrii
      // (nothing paid) only in the group's lesson; a canceled group lesson is booked for no one.
      const series = await created({ classId: personal.id, startsAt: '2026-10-06T10:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], count: left + 1 } });
      const groupLesson = await created({ classId: group.id, startsAt: '2026-10-07T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const canceled = await created({ classId: group.id, startsAt: '2026-10-06T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      expect((await put(canceled, { status: 'canceled' })).statusCode).toBe(200);
      const days = Math.max(14, left + 3);

      const answer = await t.request('GET', `/tenant/schedule/running-out?days=${days}`, { token: tokens.admin });
      expect(answer.statusCode).toBe(200);
      const short = body<{ data: RunningOutStudent[] }>(answer).data;
      const window = (await list(`/tenant/schedule?from=${now.toISOString()}&to=${new Date(now.getTime() + days * 86_400_000).toISOString()}`, tokens.admin)).data.filter(
        (event) => event.status === 'scheduled' && event.students.some((student) => student.id === ids.student),
      );
      expect(window).toHaveLength(left + 2);
      const unpaid = window[left]!;
      expect(short.find((entry) => entry.student.id === ids.student)).toEqual({
        student: expect.objectContaining({ id: ids.student }),
        lessonsLeft: left,
        lessonsBooked: left + 2,
        firstUnpaid: { eventId: unpaid.id, classId: unpaid.classId, className: unpaid.className, startsAt: unpaid.startsAt },
      });
      expect(short.find((entry) => entry.student.id === ids.andrii)).toEqual({
        student: expect.objectContaining({ id: ids.andrii }),
        lessonsLeft: 0,
        lessonsBooked: 1,
        firstUnpaid: { eventId: groupLesson.id, classId: group.id, className: 'A1 evenings', startsAt: '2026-10-07T18:00:00.000+03:00' },
      });
      // Soonest unpaid lesson first.
      const starts = short.map((entry) => Date.parse(entry.firstUnpaid.startsAt));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      // A teacher sees the students with an unpaid lesson they teach, named by the first of
      // those; a student only themselves. Iryna teaches Andrii one-to-one the day after the group's
      // lesson that already goes unpaid.
      const irynas = await createClass(t, tokens.admin, { name: 'Andrii; speaking', type: 'personal', teacherId: ids.iryna, studentId: ids.andrii });
      const irynasLesson = await created({ classId: irynas.id, startsAt: '2026-10-08T12:00:00+03:00', durationMinutes: 45, timeZone: 'Europe/Kyiv' }, tokens.iryna);
      const shortOf = async (token: string) => {
        const response = await t.request('GET', `/tenant/schedule/running-out?days=${days}`, { token });
        expect(response.statusCode).toBe(200);
        return body<{ data: RunningOutStudent[] }>(response).data;
      };
      expect(await shortOf(tokens.iryna)).toEqual([
        {
          student: expect.objectContaining({ id: ids.andrii }),
          lessonsLeft: 0,
          lessonsBooked: 2,
          firstUnpaid: { eventId: irynasLesson.id, classId: irynas.id, className: 'Andrii; speaking', startsAt: '2026-10-08T12:00:00.000+03:00' },
        },
      ]);
      const teachers = await shortOf(tokens.teacher);
      expect(teachers.map((entry) => entry.student.id).sort()).toEqual([ids.student, ids.andrii].sort());
      expect(teachers.find((entry) => entry.student.id === ids.andrii)?.firstUnpaid.eventId).toBe(groupLesson.id);
      expect((await shortOf(tokens.andrii)).map((entry) => [entry.student.id, entry.lessonsBooked])).toEqual([[ids.andrii, 2]]);
      expect((await shortOf(tokens.student)).map((entry) => entry.student.id)).toEqual([ids.student]);
      expect(await shortOf(tokens.maria)).toEqual([]);
      await t.request('DELETE', `/tenant/schedule/${irynasLesson.id}`, { token: tokens.iryna });

      // The window is checked.
      const wrong = await t.request('GET', '/tenant/schedule/running-out?days=0', { token: tokens.admin, lang: 'en' });
      expect(wrong.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(wrong))).toContain('Choose from 1 to 60 days');

      await t.request('DELETE', `/tenant/schedule/${series.id}?scope=following`, { token: tokens.teacher });
      for (const event of [groupLesson, canceled]) await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher });
    });
  });

  describe('before the lesson: lessons left', () => {
    it('tells the class’s teacher and an administrator how many lessons each student has left; not the student', async () => {
      const event = await created({ classId: group.id, startsAt: '2026-08-11T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' });
      const left = await remaining();
      for (const token of [tokens.teacher, tokens.admin]) {
        const seen = body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token })).data;
        expect(seen.lessonsLeft).toEqual(
          expect.arrayContaining([
            { studentId: ids.student, lessonsLeft: left },
            { studentId: ids.andrii, lessonsLeft: 0 },
          ]),
        );
      }
      expect(body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.student })).data.lessonsLeft).toBeUndefined();
      expect((await list('/tenant/schedule/user?from=2026-08-11T00:00:00Z&to=2026-08-12T00:00:00Z')).data[0]?.lessonsLeft).toBeUndefined();
      await t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.teacher });
    });
  });

  describe('working hours', () => {
    it('answers the school’s week and the caller’s; another user’s only with admin-access', async () => {
      const hours = { mon: { startTime: '09:00', endTime: '17:00' }, tue: null, wed: null, thu: null, fri: { startTime: '10:00', endTime: '14:00' }, sat: null, sun: null };
      expect((await t.request('PUT', '/tenant/school/schedule', { token: tokens.admin, body: { schedule: hours } })).statusCode).toBe(200);
      const own = await t.request('GET', '/tenant/schedule/working-hours', { token: tokens.teacher });
      expect(own.statusCode).toBe(200);
      const mine = body<{ data: WorkingHours }>(own).data;
      expect(mine.school.schedule).toEqual(hours);
      expect(Object.keys(mine.user).sort()).toEqual(['schedule', 'timeZone']);
      const byAdmin = await t.request('GET', `/tenant/schedule/working-hours?userId=${ids.teacher}`, { token: tokens.admin });
      expect(body<{ data: WorkingHours }>(byAdmin).data.user).toEqual(mine.user);
      expect((await t.request('GET', `/tenant/schedule/working-hours?userId=${ids.teacher}`, { token: tokens.teacher })).statusCode).toBe(200);
      expect((await t.request('GET', `/tenant/schedule/working-hours?userId=${ids.iryna}`, { token: tokens.teacher })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/schedule/working-hours?userId=${MISSING_ID}`, { token: tokens.admin })).statusCode).toBe(404);
      // Another school's administrator finds no such user in their school.
      expect((await t.request('GET', `/tenant/schedule/working-hours?userId=${ids.teacher}`, { token: tokens.other })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/schedule/working-hours?userId=x', { token: tokens.admin })).statusCode).toBe(400);
      expect((await t.request('GET', '/tenant/schedule/working-hours')).statusCode).toBe(401);
    });
  });
});
