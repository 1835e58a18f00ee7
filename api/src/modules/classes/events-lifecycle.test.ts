import { sql } from 'drizzle-orm';
import type { ClassObject } from '@school/shared/contracts';
import { readRows } from '../../db/client.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { attachLesson, buildClassroomWorld, createClass, type ClassroomWorld } from '../../test/classroom-kit.js';
import { manualInterval, openStream, until, type Stream } from '../../test/event-streams.js';
import { pruneClassEvents } from './class-events-retention.js';

const DAY = 86_400_000;
/** Instances of one deployment share the signing secret (a token of one is checked by the other). */
const JWT_SECRET = 'events-lifecycle-test-secret-of-32-characters-or-more';

describe.each(DATABASES)('class event retention and stream revocation on %s', (kind) => {
  const timer = manualInterval();
  let now = new Date();
  let t: TestApp & { databaseUrl: string | undefined; close(): Promise<void> };
  let w: ClassroomWorld;
  const streams: Stream[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { eventsInterval: timer.interval, clock: () => now, config: { classEventsPruneIntervalMinutes: 0, jwtSecret: JWT_SECRET } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await buildClassroomWorld(t);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await t.close();
  });

  async function watch(classId: string, token: string, lastEventId?: string, app = t.app): Promise<Stream> {
    const stream = await openStream(app, classId, token, lastEventId);
    streams.push(stream);
    return stream;
  }

  /**
   * Fires the keep-alive timer until `done`. On a tick a stream checks its token again only when
   * its check of an earlier tick has finished (events.routes.ts); on a busy machine that one may
   * still be reading, from before the change the test just made, when the next tick comes, and
   * that tick checks nothing. So a tick is fired again until the stream ends, not assumed to count.
   */
  const fireUntil = (done: () => boolean, what: string) =>
    until(() => {
      if (!done()) timer.fire();
      return done();
    }, what);

  const eventCounts = async () =>
    readRows<{ events: number; classes: number }>(
      await t.app.db.system.execute(sql`select count(*)::int as events, count(distinct class_id)::int as classes from class_events`),
    )[0] ?? { events: 0, classes: 0 };

  const toggle = (classId: string) => t.request('PUT', `/tenant/classes/${classId}/exercises/${w.exercises.trueFalse.id}/toggle-visibility`, { token: w.tokens.teacher });

  describe('pruning old events', () => {
    let group: ClassObject;
    beforeAll(async () => {
      group = await createClass(t, w.tokens.teacher, { name: 'Long-running class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
      await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
      for (let i = 0; i < 4; i += 1) await toggle(group.id);
    });

    it('keeps recent events, then deletes the old ones but each class’s last, once, with two runs at once', async () => {
      const before = await eventCounts();
      expect(before.events).toBeGreaterThanOrEqual(5);
      // Events are younger than the retention: the job's run deletes nothing.
      expect(await t.app.classEventsRetention.runOnce()).toBe(0);
      // Eight days on, two instances' runs at once: every old event but the last of each class goes, each once.
      now = new Date(Date.now() + 8 * DAY);
      const [first, second] = await Promise.all([t.app.classEventsRetention.runOnce(), pruneClassEvents(t.app.db.system, now)]);
      expect((first ?? 0) + (second ?? 0)).toBe(before.events - before.classes);
      expect(await eventCounts()).toEqual({ events: before.classes, classes: before.classes });
      expect(await pruneClassEvents(t.app.db.system, now)).toBe(0);
    });

    it('tells a resume from a pruned number to read the class again, and replays from the kept one', async () => {
      const [row] = readRows<{ id: number }>(await t.app.db.system.execute(sql`select max(id)::int as id from class_events where class_id = ${group.id}`));
      const last = row?.id ?? 0;
      expect(last).toBe(5);
      const stale = await watch(group.id, w.tokens.teacher, '1');
      const recent = await watch(group.id, w.tokens.teacher, String(last - 1));
      const current = await watch(group.id, w.tokens.student, String(last));
      await until(() => stale.events.length === 1 && recent.events.length === 1, 'the resync and the replay');
      expect(stale.events[0]).toEqual({ id: last, type: 'resync', data: { reason: 'pruned' } });
      expect(recent.events[0]).toMatchObject({ id: last, type: 'visibility' });
      await until(() => timer.count >= 3, 'three live streams');
      // Then every stream goes on live from the class's last number.
      await toggle(group.id);
      await until(() => [stale, recent, current].every((stream) => stream.events.some((event) => event.id === last + 1)), 'the next event everywhere');
      expect(current.events.map((event) => event.type)).toEqual(['visibility']);
    });
  });

  describe('streams of revoked tokens', () => {
    const fresh = (email: string) => t.login(email);

    it('ends a stream at the next check once its token is signed out, and not before', async () => {
      const group = await createClass(t, w.tokens.teacher, { name: 'Sign-out class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
      const token = await fresh('teacher@demo.test');
      const stream = await watch(group.id, token);
      const other = await watch(group.id, w.tokens.teacher);
      await until(() => timer.count >= 2, 'both streams');
      timer.fire();
      await until(() => stream.lines.includes(': keep-alive'), 'a keep-alive');
      expect(stream.ended).toBe(false);
      expect((await t.request('POST', '/tenant/auth/logout', { token })).statusCode).toBe(204);
      // The check of the first tick may still be running (it read the token before the sign-out).
      await fireUntil(() => stream.ended, 'the signed-out stream to end');
      // The teacher's other sign-in keeps its stream.
      timer.fire();
      await until(() => other.lines.filter((line) => line === ': keep-alive').length >= 3, 'the other stream alive');
      expect(other.ended).toBe(false);
    });

    it('ends a student’s stream when she leaves the class, and one whose password changed', async () => {
      const personal = await createClass(t, w.tokens.teacher, { name: 'Maria’s lessons', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.maria });
      const before = await fresh('maria@demo.test');
      const kept = await watch(personal.id, before);
      await until(() => timer.count >= 1, 'her stream');
      const changed = await t.request('PUT', '/tenant/user/password', {
        token: before,
        body: { oldPassword: 'demo12345', newPassword: 'demo12345-new', confirmPassword: 'demo12345-new' },
      });
      expect(changed.statusCode).toBe(200);
      const after = (changed.json() as { data: { accessToken: string } }).data.accessToken;
      const current = await watch(personal.id, after);
      await until(() => current.status === 200 && timer.count >= 2, 'her new stream');
      timer.fire();
      await until(() => kept.ended, 'the stream of the old password to end');
      expect(current.ended).toBe(false);

      // The class is given to another student: her stream ends too.
      const moved = await t.request('PUT', `/tenant/classes/${personal.id}`, {
        token: w.tokens.teacher,
        body: { name: 'Maria’s lessons', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.andrii },
      });
      expect(moved.statusCode).toBe(200);
      // Her stream's check of the tick before may still be running (it read the class before the change).
      await fireUntil(() => current.ended, 'her stream to end after leaving the class');
      await t.request('PUT', '/tenant/user/password', { token: after, body: { oldPassword: 'demo12345-new', newPassword: 'demo12345', confirmPassword: 'demo12345' } });
    });

    it('ends the stream of a user who is deactivated', async () => {
      const group = await createClass(t, w.tokens.teacher, { name: 'Deactivation class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
      const token = await fresh('andrii@demo.test');
      const stream = await watch(group.id, token);
      await until(() => timer.count >= 1, 'his stream');
      await t.app.db.system.execute(sql`update users set status = 'inactive' where id = ${w.ids.andrii}`);
      try {
        timer.fire();
        await until(() => stream.ended, 'his stream to end');
      } finally {
        await t.app.db.system.execute(sql`update users set status = 'active' where id = ${w.ids.andrii}`);
      }
    });

    if (kind === 'postgres') {
      it('ends a stream held by another API instance when the token is signed out on this one', async () => {
        const group = await createClass(t, w.tokens.teacher, { name: 'Two instances', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
        const second = await startTestApp('postgres', { databaseUrl: t.databaseUrl, eventsInterval: timer.interval, config: { classEventsPruneIntervalMinutes: 0, jwtSecret: JWT_SECRET } });
        try {
          await second.app.listen({ port: 0, host: '127.0.0.1' });
          const token = await fresh('student@demo.test');
          const stream = await watch(group.id, token, undefined, second.app);
          await until(() => stream.status === 200 && timer.count >= 1, 'the stream on the second instance');
          expect((await t.request('POST', '/tenant/auth/logout', { token })).statusCode).toBe(204);
          timer.fire();
          await until(() => stream.ended, 'the stream on the second instance to end');
        } finally {
          for (const stream of streams.splice(0)) stream.close();
          await second.close();
        }
      });
    }
  });
});
