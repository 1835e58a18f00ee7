import type { BalanceEntry, ClassObject, LessonCompletion, Plan, ScheduleEvent, ScheduleEventResult, UserPlan } from '@school/shared/contracts';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { CLASSROOM_CAST, attachLesson, createClass } from '../../test/classroom-kit.js';
import { createPlace } from '../../test/structure-kit.js';

/**
 * Issue 23: "double charging under concurrent requests". Many requests at once on one lesson of a
 * group with two paying students: each student is charged exactly once, whatever the mix of
 * statuses, callers and doors (the calendar's PUT, the classroom's complete-lesson). On PGlite the
 * requests queue on one connection; on PostgreSQL (TEST_DATABASE_URL) they really overlap.
 */
describe.each(DATABASES)('charging a lesson under concurrent requests on %s', (kind) => {
  // Thursday 5 March 2026, 18:05 in Kyiv: the lessons below start at 18:00 today.
  let now = new Date('2026-03-05T16:05:00Z');
  const t = useTestApp(kind, { clock: () => now });
  let tokens: Record<keyof typeof CLASSROOM_CAST, string>;
  let ids: Record<keyof typeof CLASSROOM_CAST, string>;
  let group: ClassObject;
  let students: string[];

  const put = (event: ScheduleEvent, status: ScheduleEvent['status'], token: string) =>
    t.request('PUT', `/tenant/schedule/${event.id}`, {
      token,
      lang: 'en',
      body: { classId: event.classId, startsAt: event.startsAt, durationMinutes: event.durationMinutes, timeZone: event.timeZone, meetingLink: event.meetingLink, status },
    });
  const plan = async (startsAt: string) => {
    const response = await t.request('POST', '/tenant/schedule/my', { token: tokens.teacher, body: { classId: group.id, startsAt, durationMinutes: 60, timeZone: 'Europe/Kyiv' } });
    if (response.statusCode !== 201) throw new Error(`plan: ${response.statusCode} ${response.body}`);
    return body<{ data: ScheduleEventResult }>(response).data;
  };
  const read = async (event: ScheduleEvent) => body<{ data: ScheduleEvent }>(await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.teacher })).data;
  const entries = async (studentId: string) =>
    body<{ data: BalanceEntry[] }>(await t.request('GET', `/tenant/users/${studentId}/plan-history?limit=100`, { token: tokens.admin })).data;
  /** Per student: lessonCompleted and lessonRefund entries, and lessons remaining. */
  const books = async () =>
    Object.fromEntries(
      await Promise.all(
        students.map(async (id) => {
          const list = await entries(id);
          const plans = body<{ data: UserPlan[] }>(await t.request('GET', `/tenant/users/${id}/plans`, { token: tokens.admin })).data;
          return [
            id,
            {
              charges: list.filter((entry) => entry.type === 'lessonCompleted').length,
              refunds: list.filter((entry) => entry.type === 'lessonRefund').length,
              remaining: plans.reduce((sum, userPlan) => sum + userPlan.lessonsRemaining, 0),
            },
          ] as const;
        }),
      ),
    );
  const moved = (before: Awaited<ReturnType<typeof books>>, change: { charges?: number; refunds?: number; remaining: number }) =>
    Object.fromEntries(
      Object.entries(before).map(([id, figures]) => [
        id,
        { charges: figures.charges + (change.charges ?? 0), refunds: figures.refunds + (change.refunds ?? 0), remaining: figures.remaining + change.remaining },
      ]),
    );

  beforeAll(async () => {
    ({ tokens, ids } = await signInCast(t, CLASSROOM_CAST));
    // Andrii, the other student of the demo A1 group, gets a paid pack too: both students pay.
    const plans = body<{ data: Plan[] }>(await t.request('GET', '/tenant/school/plans', { token: tokens.admin })).data;
    const pack = plans.find((candidate) => candidate.name === 'Individual lessons')?.packs[0];
    const assigned = await t.request('POST', `/tenant/users/${ids.andrii}/plans`, { token: tokens.admin, body: { planPackId: pack?.id } });
    const paid = await t.request('PATCH', `/tenant/users/${ids.andrii}/plans/${body<{ data: UserPlan }>(assigned).data.id}`, { token: tokens.admin, body: { action: 'pay' } });
    expect(paid.statusCode).toBe(200);
    const groups = body<{ data: { id: string }[] }>(await t.request('GET', '/tenant/groups?q=A1', { token: tokens.admin })).data;
    group = await createClass(t, tokens.teacher, { name: 'A1 concurrency', type: 'group', teacherId: ids.teacher, groupId: groups[0]?.id });
    students = group.students.map((student) => student.id).sort();
    expect(students).toEqual([ids.andrii, ids.student].sort());
  });

  it('charges each student once when a dozen completed and noShowCharge requests of one lesson arrive at once, and refunds once', async () => {
    const event = await plan('2026-03-03T18:00:00+02:00');
    const before = await books();
    const callers = [tokens.teacher, tokens.admin, tokens.teacher, tokens.admin];
    const statuses: ScheduleEvent['status'][] = ['completed', 'noShowCharge', 'completed'];
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => put(event, statuses[index % 3] as ScheduleEvent['status'], callers[index % 4] as string)));
    expect(results.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await books()).toEqual(moved(before, { charges: 1, remaining: -1 }));
    const charged = await read(event);
    expect(charged.charges.charged.sort()).toEqual(students);
    expect(charged.charges.notCharged).toEqual([]);

    // Back, many at once and by different ways (scheduled, noShow, canceled): one refund each.
    const back: ScheduleEvent['status'][] = ['scheduled', 'noShow', 'canceled'];
    const refunds = await Promise.all(Array.from({ length: 9 }, (_, index) => put(event, back[index % 3] as ScheduleEvent['status'], callers[index % 4] as string)));
    expect(refunds.map((response) => response.statusCode)).toEqual(Array(9).fill(200));
    expect(await books()).toEqual(moved(before, { charges: 1, refunds: 1, remaining: 0 }));
    expect((await read(event)).charges).toEqual({ charged: [], notCharged: [] });

    // Charged again and deleted twice at once: given back once, then gone.
    expect((await put(event, 'completed', tokens.teacher)).statusCode).toBe(200);
    const deletes = await Promise.all([tokens.teacher, tokens.admin].map((token) => t.request('DELETE', `/tenant/schedule/${event.id}`, { token })));
    expect(deletes.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(await books()).toEqual(moved(before, { charges: 2, refunds: 2, remaining: 0 }));
  });

  it('leaves no lesson taken when completing PUTs race the lesson’s deletion', async () => {
    const event = await plan('2026-03-04T18:00:00+02:00');
    const before = await books();
    const responses = await Promise.all([
      put(event, 'completed', tokens.teacher),
      t.request('DELETE', `/tenant/schedule/${event.id}`, { token: tokens.admin }),
      put(event, 'noShowCharge', tokens.admin),
      put(event, 'completed', tokens.teacher),
    ]);
    // Each PUT ran before the deletion (200) or after it (404); the deletion always ran.
    expect(responses[1]?.statusCode).toBe(204);
    for (const response of [responses[0], responses[2], responses[3]]) expect([200, 404]).toContain(response?.statusCode);
    expect((await t.request('GET', `/tenant/schedule/${event.id}`, { token: tokens.teacher })).statusCode).toBe(404);
    // Whatever the order, every charge was given back: at most one of each per student, nothing taken.
    const after = await books();
    for (const id of students) {
      const [was, is] = [before[id], after[id]];
      expect(is?.remaining).toBe(was?.remaining);
      expect((is?.charges ?? 0) - (was?.charges ?? 0)).toBe((is?.refunds ?? 0) - (was?.refunds ?? 0));
      expect((is?.charges ?? 0) - (was?.charges ?? 0)).toBeLessThanOrEqual(1);
    }
  });

  it('charges each student once when the classroom’s complete-lesson races the calendar’s completed for the same lesson', async () => {
    const rounds = [
      { now: '2026-03-05T16:05:00Z', startsAt: '2026-03-05T18:00:00+02:00' },
      { now: '2026-03-06T16:05:00Z', startsAt: '2026-03-06T18:00:00+02:00' },
      { now: '2026-03-07T16:05:00Z', startsAt: '2026-03-07T18:00:00+02:00' },
    ];
    for (const [index, round] of rounds.entries()) {
      now = new Date(round.now);
      const place = await createPlace(t, tokens.admin, `Race course ${index + 1}`);
      await attachLesson(t, tokens.teacher, group.id, place.lesson.id);
      const event = await plan(round.startsAt);
      const before = await books();
      // The classroom's door twice and the calendar's three times, by the teacher and the admin.
      const responses = await Promise.all([
        t.request('POST', `/tenant/classes/${group.id}/complete-lesson`, { token: tokens.teacher }),
        put(event, 'completed', tokens.teacher),
        t.request('POST', `/tenant/classes/${group.id}/complete-lesson`, { token: tokens.admin }),
        put(event, 'completed', tokens.admin),
        put(event, 'noShowCharge', tokens.teacher),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await books()).toEqual(moved(before, { charges: 1, remaining: -1 }));

      // Both views name the same lesson and the same charged students.
      const linked = await read(event);
      expect(linked.classLessonId).toEqual(expect.any(String));
      expect(linked.charges.charged.sort()).toEqual(students);
      const completions = responses.filter((_, position) => position === 0 || position === 2).map((response) => body<{ data: LessonCompletion }>(response).data);
      for (const completion of completions) expect(completion.classLessonId).toBe(linked.classLessonId);
      // A later complete-lesson of that class lesson charges nothing and says so.
      const again = body<{ data: LessonCompletion }>(await t.request('POST', `/tenant/classes/${group.id}/complete-lesson`, { token: tokens.teacher })).data;
      expect(again).toMatchObject({ alreadyCompleted: true, classLessonId: linked.classLessonId });
      expect(await books()).toEqual(moved(before, { charges: 1, remaining: -1 }));
    }
  });
});
