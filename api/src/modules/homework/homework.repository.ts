import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HomeworkStatus } from '@school/shared/contracts';
import { readRows, type Database } from '../../db/client.js';
import { exercises, type ExerciseRow } from '../exercises/index.js';
import { homework, homeworkCounters, homeworkExercises, homeworkStatuses, type HomeworkRow } from './homework.table.js';

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

/** A uuid[] parameter. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The class's next homework number: one upsert, so two homework created at once never share one. */
export async function nextHomeworkNumber(tx: Database, schoolId: string, classId: string): Promise<number> {
  const [row] = await tx
    .insert(homeworkCounters)
    .values({ classId, schoolId, lastNumber: 1 })
    .onConflictDoUpdate({ target: homeworkCounters.classId, set: { lastNumber: sql`${homeworkCounters.lastNumber} + 1` } })
    .returning({ lastNumber: homeworkCounters.lastNumber });
  if (!row) throw new Error('homework counter upsert returned no row');
  return row.lastNumber;
}

export async function insertHomework(tx: Database, values: { schoolId: string; classId: string; number: number; createdBy: string; createdAt: Date }): Promise<HomeworkRow> {
  const [row] = await tx.insert(homework).values(values).returning();
  if (!row) throw new Error('homework insert returned no row');
  return row;
}

/**
 * Adds exercises at the end of the homework, in the order given; answers the ids added (not those
 * already in it). `addedAt` is the app's clock, the one answers are stamped with.
 */
export async function addHomeworkExercises(tx: Database, schoolId: string, row: HomeworkRow, exerciseIds: readonly string[], addedAt: Date): Promise<string[]> {
  if (exerciseIds.length === 0) return [];
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${homeworkExercises.position}), -1)::int` })
    .from(homeworkExercises)
    .where(and(eq(homeworkExercises.schoolId, schoolId), eq(homeworkExercises.homeworkId, row.id)));
  const start = Number(last?.position ?? -1) + 1;
  const added = await tx
    .insert(homeworkExercises)
    .values(exerciseIds.map((exerciseId, index) => ({ schoolId, classId: row.classId, homeworkId: row.id, exerciseId, position: start + index, addedAt })))
    .onConflictDoNothing()
    .returning({ exerciseId: homeworkExercises.exerciseId });
  return added.map((item) => item.exerciseId);
}

/** Removes one exercise; answers whether it was there. */
export async function removeHomeworkExercise(tx: Database, schoolId: string, homeworkId: string, exerciseId: string): Promise<boolean> {
  const removed = await tx
    .delete(homeworkExercises)
    .where(and(eq(homeworkExercises.schoolId, schoolId), eq(homeworkExercises.homeworkId, homeworkId), eq(homeworkExercises.exerciseId, exerciseId)))
    .returning({ exerciseId: homeworkExercises.exerciseId });
  return removed.length > 0;
}

export async function countHomeworkExercises(tx: Database, schoolId: string, homeworkId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(homeworkExercises)
    .where(and(eq(homeworkExercises.schoolId, schoolId), eq(homeworkExercises.homeworkId, homeworkId)));
  return row?.total ?? 0;
}

/**
 * The homework row, locked until the transaction ends when `lock` is set: adding or removing
 * exercises at once then happen one after the other (the last one cannot be removed twice).
 */
export async function findHomework(tx: Database, schoolId: string, classId: string, id: string, lock = false): Promise<HomeworkRow | null> {
  const query = tx
    .select()
    .from(homework)
    .where(and(eq(homework.schoolId, schoolId), eq(homework.classId, classId), eq(homework.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function deleteHomework(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(homework).where(and(eq(homework.schoolId, schoolId), eq(homework.id, id)));
}

/** A page of the class's homework, newest (highest number) first, with each one's exercise count. */
export async function listHomework(
  tx: Database,
  schoolId: string,
  classId: string,
  paging: { page: number; limit: number },
): Promise<{ rows: Array<HomeworkRow & { exerciseCount: number }>; total: number }> {
  const where = and(eq(homework.schoolId, schoolId), eq(homework.classId, classId));
  const [totalRow] = await tx.select({ total: count() }).from(homework).where(where);
  const rows = await tx
    .select({
      id: homework.id,
      schoolId: homework.schoolId,
      classId: homework.classId,
      number: homework.number,
      createdBy: homework.createdBy,
      createdAt: homework.createdAt,
      exerciseCount: sql<number>`(select count(*) from homework_exercises he where he.homework_id = ${homework.id})::int`,
    })
    .from(homework)
    .where(where)
    .orderBy(desc(homework.number))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return { rows: rows.map((row) => ({ ...row, exerciseCount: Number(row.exerciseCount) })), total: totalRow?.total ?? 0 };
}

export interface HomeworkExerciseEntry {
  exerciseId: string;
  position: number;
  lessonId: string;
  lessonName: string;
  courseId: string;
  courseName: string;
  lessonSectionId: string;
  isHomeworkSection: boolean;
  exercise: ExerciseRow;
}

/** The exercises of a homework in its order, each with the lesson and course it is in. */
export async function homeworkExerciseEntries(tx: Database, schoolId: string, homeworkId: string): Promise<HomeworkExerciseEntry[]> {
  const rows = await tx.execute(sql`
    select he.exercise_id as "exerciseId", he.position, l.id as "lessonId", l.name as "lessonName", c.id as "courseId", c.name as "courseName",
      ls.id as "lessonSectionId", ls.is_homework as "isHomeworkSection"
    from homework_exercises he
    join exercises e on e.id = he.exercise_id
    join lesson_sections ls on ls.id = e.lesson_section_id
    join lessons l on l.id = ls.lesson_id
    join sections s on s.id = l.section_id
    join courses c on c.id = s.course_id
    where he.school_id = ${schoolId} and he.homework_id = ${homeworkId}
    order by he.position, he.exercise_id`);
  const entries = readRows<Omit<HomeworkExerciseEntry, 'exercise'>>(rows);
  if (entries.length === 0) return [];
  const exerciseRows = await tx
    .select()
    .from(exercises)
    .where(and(eq(exercises.schoolId, schoolId), inArray(exercises.id, entries.map((entry) => entry.exerciseId))));
  const byId = new Map(exerciseRows.map((row) => [row.id, row]));
  return entries.flatMap((entry) => {
    const exercise = byId.get(entry.exerciseId);
    return exercise ? [{ ...entry, position: Number(entry.position), isHomeworkSection: entry.isHomeworkSection === true, exercise }] : [];
  });
}

/** Of `exerciseIds`, those in a lesson the class has had (its materials history, the current lesson among them). */
export async function exercisesOfClassLessons(tx: Database, schoolId: string, classId: string, exerciseIds: readonly string[]): Promise<Set<string>> {
  if (exerciseIds.length === 0) return new Set();
  const rows = await tx.execute(sql`
    select e.id from exercises e
    join lesson_sections ls on ls.id = e.lesson_section_id
    where e.school_id = ${schoolId} and e.id = any(${uuidArray(exerciseIds)})
      and exists (select 1 from class_lessons cl where cl.school_id = ${schoolId} and cl.class_id = ${classId} and cl.lesson_id = ls.lesson_id)`);
  return new Set(readRows<{ id: string }>(rows).map((row) => row.id));
}

export interface EffectiveStatus {
  homeworkId: string;
  userId: string;
  status: HomeworkStatus;
  updatedAt: Date | null;
}

/**
 * The status of each of `userIds` in each homework: the stored one, else 1 (inProgress) from the
 * student's first answer to one of its exercises saved after that exercise was added, else 0.
 */
export async function effectiveStatuses(tx: Database, schoolId: string, homeworkIds: readonly string[], userIds: readonly string[]): Promise<EffectiveStatus[]> {
  if (homeworkIds.length === 0 || userIds.length === 0) return [];
  const rows = await tx.execute(sql`
    select h.id as "homeworkId", u.id as "userId", s.status as "storedStatus", s.updated_at as "storedAt",
      (select min(a.saved_at) from homework_exercises he
        join class_answers a on a.class_id = he.class_id and a.exercise_id = he.exercise_id and a.student_id = u.id and a.saved_at >= he.added_at
        where he.homework_id = h.id) as "firstAnswerAt"
    from homework h
    cross join unnest(${uuidArray(userIds)}) as u(id)
    left join homework_statuses s on s.homework_id = h.id and s.user_id = u.id
    where h.school_id = ${schoolId} and h.id = any(${uuidArray(homeworkIds)})`);
  type Row = { homeworkId: string; userId: string; storedStatus: number | null; storedAt: Date | string | null; firstAnswerAt: Date | string | null };
  return readRows<Row>(rows).map((row) => {
    const stored = row.storedStatus === null ? null : (Number(row.storedStatus) as HomeworkStatus);
    const when = stored !== null ? row.storedAt : row.firstAnswerAt;
    return {
      homeworkId: row.homeworkId,
      userId: row.userId,
      status: stored ?? (row.firstAnswerAt ? 1 : 0),
      updatedAt: when ? new Date(when) : null,
    };
  });
}

/** Stores a student's status (sent to check, or given by staff). */
export async function storeStatus(
  tx: Database,
  values: { schoolId: string; homeworkId: string; userId: string; status: HomeworkStatus; updatedBy: string; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(homeworkStatuses)
    .values(values)
    .onConflictDoUpdate({
      target: [homeworkStatuses.homeworkId, homeworkStatuses.userId],
      set: { status: values.status, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

export interface LessonChoiceRow {
  lessonId: string;
  lessonName: string;
  courseId: string;
  courseName: string;
  lastAttachedAt: Date | string;
}

/** Every lesson the class has had, the most recently attached first. */
export async function classLessonChoices(tx: Database, schoolId: string, classId: string): Promise<LessonChoiceRow[]> {
  const rows = await tx.execute(sql`
    select l.id as "lessonId", l.name as "lessonName", c.id as "courseId", c.name as "courseName", max(cl.attached_at) as "lastAttachedAt"
    from class_lessons cl
    join lessons l on l.id = cl.lesson_id
    join sections s on s.id = l.section_id
    join courses c on c.id = s.course_id
    where cl.school_id = ${schoolId} and cl.class_id = ${classId}
    group by l.id, l.name, c.id, c.name
    order by max(cl.attached_at) desc, l.id`);
  return readRows<LessonChoiceRow>(rows);
}

export interface DueRow {
  classId: string;
  className: string;
  homeworkId: string;
  number: number;
  exerciseCount: number;
  createdAt: Date | string;
}

/** The homework of every class a member is in now, newest first (their statuses are read apart). */
export async function homeworkOfMember(tx: Database, schoolId: string, userId: string, limit: number): Promise<DueRow[]> {
  const rows = await tx.execute(sql`
    select c.id as "classId", c.name as "className", h.id as "homeworkId", h.number, h.created_at as "createdAt",
      (select count(*) from homework_exercises he where he.homework_id = h.id)::int as "exerciseCount"
    from homework h
    join classes c on c.id = h.class_id
    where h.school_id = ${schoolId}
      and (c.student_id = ${userId} or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = ${userId}))
      and not exists (select 1 from homework_statuses s where s.homework_id = h.id and s.user_id = ${userId} and s.status >= 2)
    order by h.created_at desc, h.number desc
    limit ${limit}`);
  return readRows<DueRow>(rows).map((row) => ({ ...row, number: Number(row.number), exerciseCount: Number(row.exerciseCount) }));
}

export interface SentRow {
  classId: string;
  className: string;
  homeworkId: string;
  number: number;
  userId: string;
  firstName: string;
  lastName: string;
  sentAt: Date | string;
}

/**
 * Students' sending to check (stored status 2) of the homework in the classes `teacherId` teaches,
 * only of students in the class now, the earliest sent first; at most `limit` homework.
 */
export async function homeworkSentToTeacher(tx: Database, schoolId: string, teacherId: string, limit: number): Promise<SentRow[]> {
  const rows = await tx.execute(sql`
    with waiting as (
      select h.id as homework_id, min(s.updated_at) as first_sent
      from homework_statuses s
      join homework h on h.id = s.homework_id
      join classes c on c.id = h.class_id
      where s.school_id = ${schoolId} and s.status = 2 and c.teacher_id = ${teacherId}
        and (c.student_id = s.user_id or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = s.user_id))
      group by h.id
      order by min(s.updated_at), h.id
      limit ${limit}
    )
    select c.id as "classId", c.name as "className", h.id as "homeworkId", h.number,
      u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", s.updated_at as "sentAt"
    from waiting w
    join homework h on h.id = w.homework_id
    join classes c on c.id = h.class_id
    join homework_statuses s on s.homework_id = h.id and s.status = 2
    join users u on u.id = s.user_id
    where (c.student_id = s.user_id or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = s.user_id))
    order by w.first_sent, h.id, s.updated_at, u.id`);
  return readRows<SentRow>(rows).map((row) => ({ ...row, number: Number(row.number) }));
}
