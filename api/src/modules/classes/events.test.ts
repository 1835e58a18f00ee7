import type { ClassObject } from '@school/shared/contracts';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { attachLesson, buildClassroomWorld, createClass, type ClassroomWorld } from '../../test/classroom-kit.js';
import { manualInterval, openStream, until, type Stream } from '../../test/event-streams.js';

describe.each(DATABASES)('class live events on %s', (kind) => {
  const timer = manualInterval();
  let t: TestApp & { databaseUrl: string | undefined; close(): Promise<void> };
  let w: ClassroomWorld;
  let group: ClassObject;
  const streams: Stream[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { eventsInterval: timer.interval });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await buildClassroomWorld(t);
    group = await createClass(t, w.tokens.teacher, { name: 'Live class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await t.close();
  });

  async function watch(token: string, lastEventId?: string, app = t.app): Promise<Stream> {
    const stream = await openStream(app, group.id, token, lastEventId);
    streams.push(stream);
    return stream;
  }

  const save = (token: string, exerciseId: string, revision: number, answer: unknown) =>
    t.request('PUT', `/tenant/classes/${group.id}/answers/${exerciseId}`, { token, body: answer, headers: { 'x-answer-revision': String(revision) } });

  it('refuses the signed-out, other schools and students of other classes before any stream opens', async () => {
    expect((await t.request('GET', `/tenant/classes/${group.id}/events`)).statusCode).toBe(401);
    for (const token of [w.tokens.other, w.tokens.maria, w.tokens.iryna]) {
      expect((await t.request('GET', `/tenant/classes/${group.id}/events`, { token })).statusCode).toBe(404);
    }
    expect((await t.request('GET', '/tenant/classes/nope/events', { token: w.tokens.teacher })).statusCode).toBe(400);
  });

  it('sends the teacher every answer with its score, a student only their own, and everyone a hidden exercise', async () => {
    const teacher = await watch(w.tokens.teacher);
    const sofia = await watch(w.tokens.student);
    const andrii = await watch(w.tokens.andrii);
    expect(teacher.status).toBe(200);
    expect(teacher.contentType).toMatch(/^text\/event-stream/);
    await until(() => timer.count >= 3, 'three streams');

    expect((await save(w.tokens.student, w.exercises.trueFalse.id, 1, { items: [true, true] })).statusCode).toBe(200);
    await until(() => teacher.events.some((event) => event.type === 'answer'), 'the answer at the teacher');
    const answer = teacher.events.find((event) => event.type === 'answer');
    expect(answer?.data).toMatchObject({
      studentId: w.ids.student,
      exerciseId: w.exercises.trueFalse.id,
      answer: { items: [true, true] },
      revision: 1,
      score: { correct: 1, total: 2, items: [true, false] },
    });
    await until(() => sofia.events.some((event) => event.type === 'answer'), 'her own answer at Sofia');

    const toggled = await t.request('PUT', `/tenant/classes/${group.id}/exercises/${w.exercises.gaps.id}/toggle-visibility`, { token: w.tokens.teacher });
    expect(toggled.json()).toEqual({ data: { isHidden: true } });
    await until(() => andrii.events.some((event) => event.type === 'visibility'), 'the visibility change at Andrii');
    // Andrii got the visibility change, which came after Sofia's answer, and never her answer.
    expect(andrii.events.map((event) => event.type)).toEqual(['visibility']);
    expect(andrii.events[0]?.data).toEqual({ exerciseId: w.exercises.gaps.id, isHidden: true });
    await until(() => teacher.events.length === 2 && sofia.events.length === 2, 'the change everywhere');
    // Numbers rise per class.
    expect(teacher.events[1]?.id).toBe((teacher.events[0]?.id ?? 0) + 1);
    await t.request('PUT', `/tenant/classes/${group.id}/exercises/${w.exercises.gaps.id}/toggle-visibility`, { token: w.tokens.teacher });
  });

  it('replays what a reconnect missed after Last-Event-ID, filtered for a student', async () => {
    const teacherFirst = await watch(w.tokens.teacher);
    await until(() => timer.count >= 1, 'the first stream');
    await save(w.tokens.andrii, w.exercises.trueFalse.id, 1, { items: [false, false] });
    await until(() => teacherFirst.events.length > 0, 'an event');
    const seen = teacherFirst.events[0]?.id ?? 0;
    teacherFirst.close();
    // Missed while away: a reset of one exercise and Sofia's answer.
    await t.request('POST', `/tenant/classes/${group.id}/exercises/${w.exercises.gaps.id}/reset-answers`, { token: w.tokens.teacher });
    await save(w.tokens.student, w.exercises.trueFalse.id, 2, { items: [true, false] });
    const teacher = await watch(w.tokens.teacher, String(seen));
    await until(() => teacher.events.length >= 2, 'the replay');
    expect(teacher.events.map((event) => [event.id, event.type])).toEqual([
      [seen + 1, 'reset'],
      [seen + 2, 'answer'],
    ]);
    // Andrii, from the start of the class: the lesson, the visibility changes, his own answer and the reset; no answer of Sofia.
    const andrii = await watch(w.tokens.andrii, '0');
    await until(() => andrii.events.some((event) => event.type === 'reset'), 'Andrii’s replay');
    expect(andrii.events.map((event) => event.type)).toEqual(['lesson', 'visibility', 'visibility', 'answer', 'reset']);
    expect(andrii.events.filter((event) => event.type === 'answer').every((event) => event.type === 'answer' && event.data.studentId === w.ids.andrii)).toBe(true);
    // A number the class has not reached, or no number: nothing is replayed.
    const fresh = await watch(w.tokens.teacher, '999999');
    const plain = await watch(w.tokens.teacher, 'abc');
    await t.request('PUT', `/tenant/classes/${group.id}/room-url`, { token: w.tokens.teacher, body: { roomUrl: null } });
    await save(w.tokens.student, w.exercises.trueFalse.id, 3, { items: [true, true] });
    await until(() => fresh.events.length === 1 && plain.events.length === 1, 'the new answer only');
    expect(fresh.events[0]?.type).toBe('answer');
  });

  it('writes a keep-alive comment on every tick of the timer', async () => {
    const stream = await watch(w.tokens.student);
    await until(() => timer.count >= 1, 'the stream');
    expect(stream.lines.filter((line) => line === ': keep-alive')).toHaveLength(0);
    timer.fire();
    timer.fire();
    await until(() => stream.lines.filter((line) => line === ': keep-alive').length === 2, 'two keep-alives');
    stream.close();
    await until(() => timer.count === 0, 'the timer to stop with the stream');
  });

  if (kind === 'postgres') {
    it('reaches a stream held by another API instance on the same database', async () => {
      const second = await startTestApp('postgres', { databaseUrl: t.databaseUrl, eventsInterval: timer.interval });
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const teacherToken = await second.login('teacher@demo.test');
        const onSecond = await watch(teacherToken, undefined, second.app);
        const onFirst = await watch(w.tokens.teacher);
        expect([onSecond.status, onFirst.status]).toEqual([200, 200]);
        await until(() => timer.count >= 2, 'both streams');
        // Written through the first instance, read on the second (and the other way round).
        await save(w.tokens.student, w.exercises.trueFalse.id, 10, { items: [false, true] });
        await until(() => onSecond.events.some((event) => event.type === 'answer' && event.data.revision === 10), 'the answer on the second instance');
        const comment = await second.request('POST', `/tenant/classes/${group.id}/exercises/${w.exercises.trueFalse.id}/comments`, {
          token: teacherToken,
          body: { message: 'Look at the second one again' },
        });
        expect(comment.statusCode).toBe(201);
        await until(() => onFirst.events.some((event) => event.type === 'comment'), 'the comment on the first instance');
      } finally {
        for (const stream of streams.splice(0)) stream.close();
        await second.close();
      }
    });
  }
});
