import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ScheduleEventStatus } from '@school/shared/contracts';
import { readRows, type Database } from '../../db/client.js';
import { classes } from '../classes/index.js';
import { balanceEntries } from '../plans/index.js';
import { scheduleEventCharges, scheduleEvents, scheduleFeedTokens, type ScheduleEventChargeRow, type ScheduleEventRow } from './schedule.table.js';

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

/** An event with what the lists need of its class. */
export interface EventWithClass extends ScheduleEventRow {
  className: string;
  teacherId: string | null;
  studentId: string | null;
  groupId: string | null;
}

export interface EventFilter {
  from: Date;
  to: Date;
  classId?: string | undefined;
  teacherId?: string | undefined;
  /** Only classes this student is in now (personal, or through a group). */
  memberId?: string | undefined;
  /** Only group classes of this group. */
  groupId?: string | undefined;
}

const withClass = {
  id: scheduleEvents.id,
  schoolId: scheduleEvents.schoolId,
  classId: scheduleEvents.classId,
  seriesId: scheduleEvents.seriesId,
  startsAt: scheduleEvents.startsAt,
  durationMinutes: scheduleEvents.durationMinutes,
  timeZone: scheduleEvents.timeZone,
  status: scheduleEvents.status,
  meetingLink: scheduleEvents.meetingLink,
  classLessonId: scheduleEvents.classLessonId,
  createdAt: scheduleEvents.createdAt,
  updatedAt: scheduleEvents.updatedAt,
  className: classes.name,
  teacherId: classes.teacherId,
  studentId: classes.studentId,
  groupId: classes.groupId,
};

const memberOf = (userId: string) =>
  or(eq(classes.studentId, userId), sql`exists (select 1 from group_members gm where gm.group_id = ${classes.groupId} and gm.user_id = ${userId})`) as SQL;

/** Events starting in [from, to), oldest first. */
export async function listEvents(tx: Database, schoolId: string, filter: EventFilter): Promise<EventWithClass[]> {
  const conditions: SQL[] = [eq(scheduleEvents.schoolId, schoolId), gte(scheduleEvents.startsAt, filter.from), lt(scheduleEvents.startsAt, filter.to)];
  if (filter.classId) conditions.push(eq(scheduleEvents.classId, filter.classId));
  if (filter.teacherId) conditions.push(eq(classes.teacherId, filter.teacherId));
  if (filter.memberId) conditions.push(memberOf(filter.memberId));
  if (filter.groupId) conditions.push(eq(classes.groupId, filter.groupId));
  return tx
    .select(withClass)
    .from(scheduleEvents)
    .innerJoin(classes, and(eq(classes.id, scheduleEvents.classId), eq(classes.schoolId, schoolId)))
    .where(and(...conditions))
    .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id));
}

export async function findEvent(tx: Database, schoolId: string, id: string): Promise<EventWithClass | null> {
  const [row] = await tx
    .select(withClass)
    .from(scheduleEvents)
    .innerJoin(classes, and(eq(classes.id, scheduleEvents.classId), eq(classes.schoolId, schoolId)))
    .where(and(eq(scheduleEvents.schoolId, schoolId), eq(scheduleEvents.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks the event row until the transaction ends, so two status changes of one event run one after the other. */
export async function lockEvent(tx: Database, schoolId: string, id: string): Promise<ScheduleEventRow | null> {
  const [row] = await tx
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.schoolId, schoolId), eq(scheduleEvents.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * One charging at a time per class: a transaction-scoped advisory lock taken before any event or
 * class lesson of the class is charged, so the calendar's completion and the classroom's
 * complete-lesson never both charge the same lesson (docs/decisions/schedule-charging.md).
 */
export async function lockClassCharging(tx: Database, classIds: readonly string[]): Promise<void> {
  for (const classId of [...new Set(classIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule-charging:${classId}`}))`);
  }
}

export type EventValues = Omit<typeof scheduleEvents.$inferInsert, 'schoolId' | 'id'>;

export async function insertEvents(tx: Database, schoolId: string, values: readonly EventValues[]): Promise<ScheduleEventRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(scheduleEvents)
    .values(values.map((value) => ({ ...value, schoolId })))
    .returning();
}

export async function updateEvent(tx: Database, schoolId: string, id: string, values: Partial<EventValues>): Promise<void> {
  await tx
    .update(scheduleEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(scheduleEvents.schoolId, schoolId), eq(scheduleEvents.id, id)));
}

export async function deleteEvents(tx: Database, schoolId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(scheduleEvents).where(and(eq(scheduleEvents.schoolId, schoolId), inArray(scheduleEvents.id, [...ids])));
}

/** The events of a series from `startsAt` on (inclusive), locked, oldest first. */
export async function lockFollowing(tx: Database, schoolId: string, seriesId: string, startsAt: Date): Promise<ScheduleEventRow[]> {
  return tx
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.schoolId, schoolId), eq(scheduleEvents.seriesId, seriesId), gte(scheduleEvents.startsAt, startsAt)))
    .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id))
    .for('update');
}

// --- Charges ------------------------------------------------------------------------------------

export async function listEventCharges(tx: Database, schoolId: string, eventIds: readonly string[]): Promise<ScheduleEventChargeRow[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select()
    .from(scheduleEventCharges)
    .where(and(eq(scheduleEventCharges.schoolId, schoolId), inArray(scheduleEventCharges.eventId, [...new Set(eventIds)])))
    .orderBy(asc(scheduleEventCharges.studentId));
}

/** Takes the charge key of (event, student); false when it is taken (a retry, a second request). */
export async function claimEventCharge(
  tx: Database,
  schoolId: string,
  eventId: string,
  studentId: string,
  charge: { charged: boolean; balanceEntryId: string | null } = { charged: false, balanceEntryId: null },
): Promise<boolean> {
  const rows = await tx
    .insert(scheduleEventCharges)
    .values({ schoolId, eventId, studentId, ...charge })
    .onConflictDoNothing()
    .returning({ studentId: scheduleEventCharges.studentId });
  return rows.length > 0;
}

export async function recordEventCharge(tx: Database, schoolId: string, eventId: string, studentId: string, balanceEntryId: string): Promise<void> {
  await tx
    .update(scheduleEventCharges)
    .set({ charged: true, balanceEntryId })
    .where(and(eq(scheduleEventCharges.schoolId, schoolId), eq(scheduleEventCharges.eventId, eventId), eq(scheduleEventCharges.studentId, studentId)));
}

/** Gives the keys of an event back: deletes them and answers the deleted rows (those charged are refunded by the caller). */
export async function releaseEventCharges(tx: Database, schoolId: string, eventId: string): Promise<ScheduleEventChargeRow[]> {
  return tx
    .delete(scheduleEventCharges)
    .where(and(eq(scheduleEventCharges.schoolId, schoolId), eq(scheduleEventCharges.eventId, eventId)))
    .returning();
}

/** The user plan a ledger entry was written to. */
export async function planOfEntry(tx: Database, schoolId: string, entryId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userPlanId: balanceEntries.userPlanId })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.schoolId, schoolId), eq(balanceEntries.id, entryId)))
    .limit(1);
  return row?.userPlanId ?? null;
}

// --- The classroom link ---------------------------------------------------------------------------

/** The window around an event's start in which it and a classroom completion are the same lesson. */
export const SAME_LESSON_WINDOW_HOURS = 12;

/**
 * The class's event to complete with a classroom completion at `now`: not linked yet, not
 * canceled or a no-show, starting within the window of `now`, the nearest; locked.
 */
export async function lockEventNear(tx: Database, schoolId: string, classId: string, now: Date): Promise<ScheduleEventRow | null> {
  const at = now.toISOString();
  const rows = await tx.execute(sql`
    select id from schedule_events
    where school_id = ${schoolId} and class_id = ${classId} and class_lesson_id is null
      and status in ('scheduled', 'completed', 'noShowCharge')
      and starts_at between ${at}::timestamptz - make_interval(hours => ${SAME_LESSON_WINDOW_HOURS}) and ${at}::timestamptz + make_interval(hours => ${SAME_LESSON_WINDOW_HOURS})
    order by abs(extract(epoch from starts_at - ${at}::timestamptz)), id
    limit 1`);
  const [row] = readRows<{ id: string }>(rows);
  return row ? lockEvent(tx, schoolId, row.id) : null;
}

/**
 * The class lesson completed in the classroom that an event completed in the calendar is: of the
 * same class, completed within the window of the event's start, not linked to another event, the
 * nearest.
 */
export async function findClassLessonNear(tx: Database, schoolId: string, classId: string, startsAt: Date): Promise<string | null> {
  const at = startsAt.toISOString();
  const rows = await tx.execute(sql`
    select cl.id from class_lessons cl
    where cl.school_id = ${schoolId} and cl.class_id = ${classId} and cl.completed_at is not null
      and cl.completed_at between ${at}::timestamptz - make_interval(hours => ${SAME_LESSON_WINDOW_HOURS}) and ${at}::timestamptz + make_interval(hours => ${SAME_LESSON_WINDOW_HOURS})
      and not exists (select 1 from schedule_events e where e.class_lesson_id = cl.id)
    order by abs(extract(epoch from cl.completed_at - ${at}::timestamptz)), cl.id
    limit 1`);
  return readRows<{ id: string }>(rows)[0]?.id ?? null;
}

// --- Clashes --------------------------------------------------------------------------------------

/** Events not canceled overlapping [from, to) anywhere in the school, with their classes. */
export async function listOverlapping(tx: Database, schoolId: string, from: Date, to: Date): Promise<EventWithClass[]> {
  return tx
    .select(withClass)
    .from(scheduleEvents)
    .innerJoin(classes, and(eq(classes.id, scheduleEvents.classId), eq(classes.schoolId, schoolId)))
    .where(
      and(
        eq(scheduleEvents.schoolId, schoolId),
        sql`${scheduleEvents.status} <> 'canceled'`,
        lt(scheduleEvents.startsAt, to),
        sql`${scheduleEvents.startsAt} + make_interval(mins => ${scheduleEvents.durationMinutes}) > ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id));
}

// --- Feed tokens ----------------------------------------------------------------------------------

export async function replaceFeedToken(tx: Database, schoolId: string, userId: string, tokenHash: string, now: Date): Promise<void> {
  await tx
    .insert(scheduleFeedTokens)
    .values({ schoolId, userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: scheduleFeedTokens.userId, set: { tokenHash, createdAt: now } });
}

export async function findFeedToken(tx: Database, schoolId: string, userId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await tx
    .select({ createdAt: scheduleFeedTokens.createdAt })
    .from(scheduleFeedTokens)
    .where(and(eq(scheduleFeedTokens.schoolId, schoolId), eq(scheduleFeedTokens.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The owner of a feed address: read on the system connection, as no school is known before it. */
export async function ownerOfFeedToken(system: Database, tokenHash: string): Promise<{ userId: string; schoolId: string } | null> {
  const [row] = await system
    .select({ userId: scheduleFeedTokens.userId, schoolId: scheduleFeedTokens.schoolId })
    .from(scheduleFeedTokens)
    .where(eq(scheduleFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export type { ScheduleEventStatus };
