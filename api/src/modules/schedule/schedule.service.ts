import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  isChargedStatus,
  isTimeZone,
  type DayCount,
  type EventCharges,
  type FeedToken,
  type FeedTokenState,
  type ScheduleClash,
  type ScheduleEvent,
  type ScheduleEventResult,
  type ScheduleEventStatus,
  type ScheduleScope,
  type WorkingHours,
  type WorkingSchedule,
  type scheduleRangeQuerySchema,
  type scheduleEventCreateSchema,
  type RunningOutStudent,
  type scheduleEventUpdateSchema,
  type schoolScheduleQuerySchema,
  type userScheduleQuerySchema,
} from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { schoolScope } from '../../lib/school-scope.js';
import { hasStaffPermission } from '../../plugins/auth.js';
import { chargeablePlans, classFor, findPeople, groupStudents, listChargeEntries, replaceClassLessonCharges, type ClassRow, type Person } from '../classes/index.js';
import { applyOperation, lessonsLeftOf } from '../plans/index.js';
import { findGroup } from '../groups/index.js';
import { findSchool } from '../schools/index.js';
import { findUser } from '../users/index.js';
import { calendarOf } from './ical.js';
import { dateInZone, isoInZone, shiftLike, weeklyOccurrences } from './recurrence.js';
import {
  claimEventCharge,
  deleteEvents,
  findClassLessonNear,
  findEvent,
  findFeedToken,
  insertEvents,
  listEventCharges,
  listEvents,
  listOverlapping,
  lockClassCharging,
  lockEvent,
  lockEventNear,
  lockFollowing,
  ownerOfFeedToken,
  planOfEntry,
  recordEventCharge,
  releaseEventCharges,
  replaceFeedToken,
  updateEvent,
  type EventFilter,
  type EventWithClass,
} from './schedule.repository.js';
import type { ScheduleEventRow } from './schedule.table.js';

type CreateInput = z.output<typeof scheduleEventCreateSchema>;
type UpdateInput = z.output<typeof scheduleEventUpdateSchema>;
type UserQuery = z.output<typeof userScheduleQuerySchema>;
type SchoolQuery = z.output<typeof schoolScheduleQuerySchema>;
type RangeQuery = z.output<typeof scheduleRangeQuerySchema>;

export const eventNotFound = () => new AppError(404, 'schedule.notFound');
const isAdmin = (auth: AuthContext) => hasStaffPermission(auth, ['admin-access']);
const minutes = (value: number) => value * 60_000;
/** The feed holds the events from this many days ago to this many ahead. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 366;

const personOf = (value: Person | undefined): Person | null => (value ? { id: value.id, firstName: value.firstName, lastName: value.lastName } : null);

/** The students of several classes now (a personal class's one, a group's members), by class. */
async function studentsOf(tx: Database, schoolId: string, rows: readonly Pick<EventWithClass, 'classId' | 'studentId' | 'groupId'>[]): Promise<Map<string, Person[]>> {
  const people = await findPeople(tx, schoolId, rows.map((row) => row.studentId).filter((id): id is string => !!id));
  const groups = await groupStudents(tx, schoolId, rows.map((row) => row.groupId).filter((id): id is string => !!id));
  const result = new Map<string, Person[]>();
  for (const row of rows) {
    const personal = row.studentId ? personOf(people.get(row.studentId)) : null;
    result.set(row.classId, row.studentId ? (personal ? [personal] : []) : row.groupId ? (groups.get(row.groupId) ?? []) : []);
  }
  return result;
}

/** The wire form of events, with one query per kind of related row. */
async function present(tx: Database, schoolId: string, rows: readonly EventWithClass[]): Promise<ScheduleEvent[]> {
  const teachers = await findPeople(tx, schoolId, rows.map((row) => row.teacherId).filter((id): id is string => !!id));
  const students = await studentsOf(tx, schoolId, rows);
  const charges = await listEventCharges(tx, schoolId, rows.map((row) => row.id));
  return rows.map((row) => {
    const own = charges.filter((charge) => charge.eventId === row.id);
    return {
      id: row.id,
      classId: row.classId,
      className: row.className,
      teacher: row.teacherId ? personOf(teachers.get(row.teacherId)) : null,
      students: students.get(row.classId) ?? [],
      startsAt: isoInZone(row.startsAt, row.timeZone),
      endsAt: isoInZone(new Date(row.startsAt.getTime() + minutes(row.durationMinutes)), row.timeZone),
      durationMinutes: row.durationMinutes,
      timeZone: row.timeZone,
      status: row.status,
      meetingLink: row.meetingLink,
      seriesId: row.seriesId,
      classLessonId: row.classLessonId,
      charges: { charged: own.filter((charge) => charge.charged).map((charge) => charge.studentId), notCharged: own.filter((charge) => !charge.charged).map((charge) => charge.studentId) },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Lessons per day in the viewer's zone, canceled ones left out. */
function dayCountsOf(rows: readonly EventWithClass[], timeZone: string): DayCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.status === 'canceled') continue;
    const date = dateInZone(row.startsAt, timeZone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}

/**
 * Double bookings of `events` (not canceled): another event overlapping in time with the same
 * teacher or a common student. A warning in the answer, never a refusal.
 */
async function clashesOf(tx: Database, schoolId: string, events: readonly EventWithClass[]): Promise<ScheduleClash[]> {
  const live = events.filter((event) => event.status !== 'canceled');
  if (live.length === 0) return [];
  const from = new Date(Math.min(...live.map((event) => event.startsAt.getTime())));
  const to = new Date(Math.max(...live.map((event) => event.startsAt.getTime() + minutes(event.durationMinutes))));
  const ownIds = new Set(events.map((event) => event.id));
  const others = (await listOverlapping(tx, schoolId, from, to)).filter((other) => !ownIds.has(other.id));
  if (others.length === 0) return [];
  const students = await studentsOf(tx, schoolId, [...live, ...others]);
  const teachers = await findPeople(tx, schoolId, [...live, ...others].map((row) => row.teacherId).filter((id): id is string => !!id));
  const clashes: ScheduleClash[] = [];
  for (const event of live) {
    const start = event.startsAt.getTime();
    const end = start + minutes(event.durationMinutes);
    for (const other of others) {
      const otherStart = other.startsAt.getTime();
      if (otherStart >= end || otherStart + minutes(other.durationMinutes) <= start) continue;
      const base = { eventId: event.id, startsAt: isoInZone(event.startsAt, event.timeZone), otherEventId: other.id, otherStartsAt: isoInZone(other.startsAt, other.timeZone), otherClassName: other.className };
      const teacher = event.teacherId && event.teacherId === other.teacherId ? personOf(teachers.get(event.teacherId)) : null;
      if (teacher) clashes.push({ ...base, role: 'teacher', person: teacher });
      const theirs = new Set((students.get(other.classId) ?? []).map((student) => student.id));
      for (const student of students.get(event.classId) ?? []) if (theirs.has(student.id)) clashes.push({ ...base, role: 'student', person: student });
    }
  }
  return clashes.slice(0, 100);
}

export interface ScheduleServiceOptions {
  clock?: Clock;
}

// --- Charging (docs/decisions/schedule-charging.md) -----------------------------------------------

type ChargeRow = { studentId: string; charged: boolean; balanceEntryId: string | null };

/** One lesson from each student's paid plan, keyed by (event, student): a taken key charges nothing. */
async function chargeEvent(tx: Database, schoolId: string, eventId: string, students: readonly Person[], now: Date, authorId: string): Promise<void> {
  for (const student of students) {
    if (!(await claimEventCharge(tx, schoolId, eventId, student.id))) continue;
    for (const userPlanId of await chargeablePlans(tx, schoolId, student.id, now)) {
      const result = await applyOperation(tx, schoolId, userPlanId, { kind: 'charge' }, now, { authorId });
      if (result && 'entry' in result) {
        await recordEventCharge(tx, schoolId, eventId, student.id, result.entry.id);
        break;
      }
    }
  }
}

/** Gives every charged lesson of the event back (`lessonRefund` to the plan it came from) and frees the keys. */
async function refundEvent(tx: Database, schoolId: string, eventId: string, now: Date, authorId: string): Promise<void> {
  for (const charge of await releaseEventCharges(tx, schoolId, eventId)) {
    if (!charge.charged || !charge.balanceEntryId) continue;
    const userPlanId = await planOfEntry(tx, schoolId, charge.balanceEntryId);
    // A pack expired since keeps its expiry: the ledger refuses the refund, and nothing else changes.
    if (userPlanId) await applyOperation(tx, schoolId, userPlanId, { kind: 'refund' }, now, { authorId });
  }
}

const chargeRowsOf = async (tx: Database, schoolId: string, eventId: string): Promise<ChargeRow[]> =>
  (await listEventCharges(tx, schoolId, [eventId])).map((row) => ({ studentId: row.studentId, charged: row.charged, balanceEntryId: row.balanceEntryId }));

/**
 * Moves an event (locked by the caller, its class's charging lock held) from `before` to its new
 * status: into a charged status charges, out of one refunds. An event completed in the calendar
 * that is the class's lesson completed in the classroom around its time takes that lesson's
 * charges instead of charging again. A linked class lesson's charges follow the event's.
 */
async function changeStatus(tx: Database, schoolId: string, event: ScheduleEventRow, classRow: ClassRow, status: ScheduleEventStatus, now: Date, authorId: string): Promise<void> {
  const was = isChargedStatus(event.status);
  const will = isChargedStatus(status);
  if (was === will) return;
  let classLessonId = event.classLessonId;
  if (will) {
    if (!classLessonId) {
      classLessonId = await findClassLessonNear(tx, schoolId, classRow.id, event.startsAt);
      if (classLessonId) {
        await updateEvent(tx, schoolId, event.id, { classLessonId });
        for (const row of await listChargeEntries(tx, schoolId, classLessonId)) await claimEventCharge(tx, schoolId, event.id, row.studentId, { charged: row.charged, balanceEntryId: row.balanceEntryId });
      }
    }
    const students = (await studentsOf(tx, schoolId, [{ classId: classRow.id, studentId: classRow.studentId, groupId: classRow.groupId }])).get(classRow.id) ?? [];
    await chargeEvent(tx, schoolId, event.id, students, now, authorId);
  } else {
    await refundEvent(tx, schoolId, event.id, now, authorId);
  }
  if (classLessonId) await replaceClassLessonCharges(tx, schoolId, classLessonId, await chargeRowsOf(tx, schoolId, event.id));
}

/**
 * The classroom's `complete-lesson` (its class lesson just completed, its row locked): the class's
 * event around now, if any, is completed with it and linked to it; the event's keys charge. Answers
 * the charges (the class lesson keeps a copy), or null when no event is near (the classroom charges
 * by its own keys then). The ledger entries name `authorId` (who completed the lesson).
 */
export async function completeEventOfClassLesson(
  tx: Database,
  schoolId: string,
  classId: string,
  classLessonId: string,
  students: readonly Person[],
  now: Date,
  authorId: string,
): Promise<ChargeRow[] | null> {
  await lockClassCharging(tx, [classId]);
  const event = await lockEventNear(tx, schoolId, classId, now);
  if (!event) return null;
  await updateEvent(tx, schoolId, event.id, { classLessonId, ...(event.status === 'scheduled' ? { status: 'completed' as const } : {}) });
  if (event.status === 'scheduled') await chargeEvent(tx, schoolId, event.id, students, now, authorId);
  return chargeRowsOf(tx, schoolId, event.id);
}

/** The schedule (CLASSROOM.md "Schedule", "Charging"); who may call what is decided here. */
export function createScheduleService(app: FastifyInstance, options: ScheduleServiceOptions = {}) {
  const inSchool = schoolScope(app.db);
  const clock = options.clock ?? systemClock;

  async function eventFor(tx: Database, schoolId: string, auth: AuthContext, id: string) {
    const row = await findEvent(tx, schoolId, id);
    if (!row) throw eventNotFound();
    // Not the caller's class: not their event either (the event's own 404, not the class's).
    const { row: classRow, access } = await classFor(tx, schoolId, auth, row.classId).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? eventNotFound() : error;
    });
    return { row, classRow, access };
  }

  /** A class the caller may plan lessons for: they teach it, or they have admin-access. */
  async function plannableClass(tx: Database, schoolId: string, auth: AuthContext, classId: string): Promise<ClassRow> {
    const found = await classFor(tx, schoolId, auth, classId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!found || found.access === 'student') throw fieldError(400, 'classId', 'schedule.classInvalid');
    return found.row;
  }

  async function eventsOfUser(tx: Database, schoolId: string, userId: string, from: Date, to: Date): Promise<EventWithClass[]> {
    const user = await findUser(tx, schoolId, userId);
    if (!user) throw fieldError(404, 'userId', 'schedule.userNotFound');
    const filter: EventFilter = user.role === 'staff' ? { from, to, teacherId: user.id } : { from, to, memberId: user.id };
    return listEvents(tx, schoolId, filter);
  }

  const listAnswer = async (tx: Database, schoolId: string, rows: EventWithClass[], timeZone: string) => ({
    data: await present(tx, schoolId, rows),
    meta: { dayCounts: dayCountsOf(rows, timeZone) },
  });

  async function result(tx: Database, schoolId: string, id: string, clashing: readonly string[]): Promise<ScheduleEventResult> {
    const row = await findEvent(tx, schoolId, id);
    if (!row) throw eventNotFound();
    const [event] = await present(tx, schoolId, [row]);
    if (!event) throw eventNotFound();
    // One after another: the statements share the transaction's one connection, which runs one at a time anyway.
    const rows: EventWithClass[] = [];
    for (const other of clashing) {
      const found = await findEvent(tx, schoolId, other);
      if (found) rows.push(found);
    }
    return { ...event, clashes: await clashesOf(tx, schoolId, rows) };
  }

  return {
    /** GET schedule/user: the caller's lessons (taught or attended); another user's with admin-access. */
    ofUser: (auth: AuthContext, query: UserQuery) =>
      inSchool(auth, async (tx, schoolId) => {
        if (query.userId && query.userId !== auth.user.id && !isAdmin(auth)) throw forbidden();
        const rows = await eventsOfUser(tx, schoolId, query.userId ?? auth.user.id, new Date(query.from), new Date(query.to));
        return listAnswer(tx, schoolId, rows, query.timeZone);
      }),

    /** GET users/{id}/schedule (the user detail's tab; the route decides who may). */
    ofUserById: (auth: AuthContext, userId: string, query: RangeQuery) =>
      inSchool(auth, async (tx, schoolId) => {
        const rows = await eventsOfUser(tx, schoolId, userId, new Date(query.from), new Date(query.to)).catch((error: unknown) => {
          throw error instanceof AppError && error.statusCode === 404 ? new AppError(404, 'schedule.userNotFound') : error;
        });
        return listAnswer(tx, schoolId, rows, query.timeZone);
      }),

    /** GET groups/{id}/schedule (the group detail's tab; the route decides who may): its group classes' lessons. */
    ofGroupById: (auth: AuthContext, groupId: string, query: RangeQuery) =>
      inSchool(auth, async (tx, schoolId) => {
        if (!(await findGroup(tx, schoolId, groupId))) throw new AppError(404, 'admin.groupNotFound');
        const rows = await listEvents(tx, schoolId, { from: new Date(query.from), to: new Date(query.to), groupId });
        return listAnswer(tx, schoolId, rows, query.timeZone);
      }),

    /**
     * GET schedule/running-out: each student booked for more of the next `days` days' scheduled
     * lessons than their ledger has lessons left, with the first lesson their balance does not
     * cover, soonest first. Lessons are charged when they are completed, so the balance now is what
     * pays for the booked ones in their order, whoever teaches them. Who sees whom: admin-access,
     * the school; other staff, the students with an unpaid lesson they teach (that lesson is the
     * one named); a student, themselves.
     */
    runningOut: (auth: AuthContext, days: number): Promise<RunningOutStudent[]> =>
      inSchool(auth, async (tx, schoolId) => {
        const now = clock();
        const scope = isAdmin(auth) ? 'school' : auth.user.role === 'staff' ? 'teacher' : 'self';
        const window = { from: now, to: new Date(now.getTime() + days * 86_400_000) };
        // A student's balance pays for their own lessons only: those are all that is read for them.
        const rows = (await listEvents(tx, schoolId, scope === 'self' ? { ...window, memberId: auth.user.id } : window)).filter((row) => row.status === 'scheduled');
        const studentsByClass = await studentsOf(tx, schoolId, rows);
        const booked = new Map<string, { student: Person; lessons: EventWithClass[] }>();
        for (const row of rows) {
          for (const student of studentsByClass.get(row.classId) ?? []) {
            const entry = booked.get(student.id) ?? { student, lessons: [] };
            entry.lessons.push(row);
            booked.set(student.id, entry);
          }
        }
        if (scope === 'self') for (const id of [...booked.keys()]) if (id !== auth.user.id) booked.delete(id);
        const left = await lessonsLeftOf(tx, schoolId, [...booked.keys()]);
        const short: RunningOutStudent[] = [];
        for (const { student, lessons } of booked.values()) {
          const lessonsLeft = left.get(student.id) ?? 0;
          // The rows are oldest first: past what the balance covers, the first lesson (for a
          // teacher, the first of theirs).
          const uncovered = lessons.slice(Math.max(lessonsLeft, 0));
          const unpaid = scope === 'teacher' ? uncovered.find((row) => row.teacherId === auth.user.id) : uncovered[0];
          if (!unpaid) continue;
          short.push({
            student,
            lessonsLeft,
            lessonsBooked: lessons.length,
            firstUnpaid: { eventId: unpaid.id, classId: unpaid.classId, className: unpaid.className, startsAt: isoInZone(unpaid.startsAt, unpaid.timeZone) },
          });
        }
        return short.sort((a, b) => Date.parse(a.firstUnpaid.startsAt) - Date.parse(b.firstUnpaid.startsAt) || a.student.lastName.localeCompare(b.student.lastName));
      }),

    /** GET schedule (admin-access, the route). */
    ofSchool: (auth: AuthContext, query: SchoolQuery) =>
      inSchool(auth, async (tx, schoolId) => {
        const rows = await listEvents(tx, schoolId, { from: new Date(query.from), to: new Date(query.to), teacherId: query.teacherId, classId: query.classId });
        return listAnswer(tx, schoolId, rows, query.timeZone);
      }),

    get: (auth: AuthContext, id: string): Promise<ScheduleEvent> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await eventFor(tx, schoolId, auth, id);
        const [event] = await present(tx, schoolId, [row]);
        if (!event) throw eventNotFound();
        if (access === 'student') return event;
        // Staff see before the lesson who has nothing left to be charged (docs/decisions/schedule-editing.md).
        const left = await lessonsLeftOf(tx, schoolId, event.students.map((student) => student.id));
        return { ...event, lessonsLeft: event.students.map((student) => ({ studentId: student.id, lessonsLeft: left.get(student.id) ?? 0 })) };
      }),

    /** GET schedule/working-hours: the school's week and the user's (the caller's; another's with admin-access). */
    workingHours: (auth: AuthContext, userId: string | undefined): Promise<WorkingHours> =>
      inSchool(auth, async (tx, schoolId) => {
        if (userId && userId !== auth.user.id && !isAdmin(auth)) throw forbidden();
        const user = await findUser(tx, schoolId, userId ?? auth.user.id);
        if (!user) throw fieldError(404, 'userId', 'schedule.userNotFound');
        const school = await findSchool(tx, schoolId);
        const week = (timeZone: string | null | undefined, schedule: WorkingSchedule | null | undefined) => ({
          timeZone: timeZone && isTimeZone(timeZone) ? timeZone : null,
          schedule: schedule ?? null,
        });
        return { school: week(school?.timezone, school?.schedule), user: week(user.timezone, user.schedule) };
      }),

    /** POST schedule/my: one event, or a weekly series answered by its first event. */
    create: (auth: AuthContext, input: CreateInput, dryRun = false): Promise<ScheduleEventResult> =>
      rolledBackIfDry(inSchool(auth, async (tx, schoolId) => {
        await plannableClass(tx, schoolId, auth, input.classId);
        const timeZone = input.timeZone ?? (auth.user.timezone && isTimeZone(auth.user.timezone) ? auth.user.timezone : 'UTC');
        const startsAt = new Date(input.startsAt);
        let instants: Date[] = [startsAt];
        if (input.repeat) {
          const occurrences = weeklyOccurrences(startsAt, timeZone, input.repeat);
          if (!Array.isArray(occurrences)) throw new AppError(400, occurrences.problem, { repeat: [occurrences.problem] });
          instants = occurrences;
        }
        const seriesId = input.repeat ? randomUUID() : null;
        const rows = await insertEvents(
          tx,
          schoolId,
          instants.map((at) => ({ classId: input.classId, seriesId, startsAt: at, durationMinutes: input.durationMinutes, timeZone, meetingLink: input.meetingLink ?? null, status: 'scheduled' as const })),
        );
        const [first] = rows;
        if (!first) throw new Error('schedule insert returned no row');
        const answer = await result(tx, schoolId, first.id, rows.map((row) => row.id));
        if (dryRun) throw new DryRun(answer);
        return answer;
      })),

    /**
     * PUT schedule/{id} (whole). The status (and its charging) changes only this event; with
     * `following`, class, time, duration, zone and link go to the later events of the series still scheduled.
     */
    update: (auth: AuthContext, id: string, input: UpdateInput, scope: ScheduleScope, dryRun = false): Promise<ScheduleEventResult> =>
      rolledBackIfDry(inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await eventFor(tx, schoolId, auth, id);
        if (access === 'student') throw forbidden();
        const classRow = input.classId === row.classId ? (await classFor(tx, schoolId, auth, row.classId)).row : await plannableClass(tx, schoolId, auth, input.classId);
        const now = clock();
        await lockClassCharging(tx, [row.classId, input.classId]);
        const event = await lockEvent(tx, schoolId, id);
        if (!event) throw eventNotFound();
        // A charged event keeps its class: its charges were the class's students'.
        if (input.classId !== event.classId && isChargedStatus(event.status)) throw fieldError(409, 'classId', 'schedule.chargedClass');
        const startsAt = new Date(input.startsAt);
        const changed: string[] = [id];
        if (scope === 'following' && event.seriesId) {
          for (const later of await lockFollowing(tx, schoolId, event.seriesId, event.startsAt)) {
            if (later.id === id || later.status !== 'scheduled') continue;
            const moved = shiftLike(later.startsAt, { at: event.startsAt, timeZone: event.timeZone }, { at: startsAt, timeZone: input.timeZone });
            await updateEvent(tx, schoolId, later.id, { classId: input.classId, startsAt: moved, durationMinutes: input.durationMinutes, timeZone: input.timeZone, meetingLink: input.meetingLink });
            changed.push(later.id);
          }
        }
        await updateEvent(tx, schoolId, id, {
          classId: input.classId,
          startsAt,
          durationMinutes: input.durationMinutes,
          timeZone: input.timeZone,
          meetingLink: input.meetingLink,
          status: input.status,
          // Another class's event is not that class lesson any more (it is uncharged here: a charged one keeps its class).
          ...(input.classId !== event.classId ? { classLessonId: null } : {}),
        });
        const moved = input.classId !== event.classId ? { classId: input.classId, classLessonId: null } : {};
        // A dry run is rolled back: its clashes are all it is for, so it charges nothing on the way.
        if (dryRun) throw new DryRun(await result(tx, schoolId, id, changed));
        await changeStatus(tx, schoolId, { ...event, ...moved, startsAt }, classRow, input.status, now, auth.user.id);
        return result(tx, schoolId, id, changed);
      })),

    /** DELETE schedule/{id}: a charged event gives its lessons back first; `following` takes the later events of the series too. */
    remove: (auth: AuthContext, id: string, scope: ScheduleScope) =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await eventFor(tx, schoolId, auth, id);
        if (access === 'student') throw forbidden();
        const now = clock();
        await lockClassCharging(tx, [row.classId]);
        const event = await lockEvent(tx, schoolId, id);
        if (!event) throw eventNotFound();
        const doomed = scope === 'following' && event.seriesId ? await lockFollowing(tx, schoolId, event.seriesId, event.startsAt) : [event];
        for (const each of doomed) {
          if (!isChargedStatus(each.status)) continue;
          await refundEvent(tx, schoolId, each.id, now, auth.user.id);
          if (each.classLessonId) await replaceClassLessonCharges(tx, schoolId, each.classLessonId, []);
        }
        await deleteEvents(
          tx,
          schoolId,
          doomed.map((each) => each.id),
        );
      }),

    /** POST schedule/feed-token: a new secret address; the previous one stops working. */
    newFeedToken: (auth: AuthContext): Promise<FeedToken> =>
      inSchool(auth, async (tx, schoolId) => {
        const token = randomBytes(24).toString('base64url');
        const now = clock();
        await replaceFeedToken(tx, schoolId, auth.user.id, feedTokenHash(token), now);
        return { token, path: `/tenant/schedule/feed/${token}.ics`, createdAt: now.toISOString() };
      }),

    feedTokenState: (auth: AuthContext): Promise<FeedTokenState> =>
      inSchool(auth, async (tx, schoolId) => {
        const found = await findFeedToken(tx, schoolId, auth.user.id);
        return { active: !!found, createdAt: found ? found.createdAt.toISOString() : null };
      }),

    /** GET schedule/feed/{token}.ics: the owner's lessons as iCalendar, or null for an unknown address. */
    feed: async (token: string): Promise<string | null> => {
      const owner = await ownerOfFeedToken(app.db.system, feedTokenHash(token));
      if (!owner) return null;
      const now = clock();
      return app.db.inSchool(owner.schoolId, async (tx) => {
        const user = await findUser(tx, owner.schoolId, owner.userId);
        if (!user || user.status !== 'active') return null;
        const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
        const to = new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000);
        const rows = await listEvents(tx, owner.schoolId, user.role === 'staff' ? { from, to, teacherId: user.id } : { from, to, memberId: user.id });
        return calendarOf(await present(tx, owner.schoolId, rows), now);
      });
    },
  };
}

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Carries a dry run's answer out of its transaction, which the throw rolls back. */
class DryRun extends Error {
  constructor(readonly answer: ScheduleEventResult) {
    super('dry run');
  }
}

/** The answer of a write, or of its dry run (thrown out of the transaction so nothing stays). */
const rolledBackIfDry = (work: Promise<ScheduleEventResult>): Promise<ScheduleEventResult> =>
  work.catch((error: unknown) => {
    if (error instanceof DryRun) return error.answer;
    throw error;
  });


export type ScheduleService = ReturnType<typeof createScheduleService>;
export type { EventCharges };
