import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnswerScore, ClassEventType, ClassType, CourseLanguage } from '@school/shared/contracts';
import { readRows, type Database, type DatabaseHandle } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { courses } from '../courses/index.js';
import { exercises, type ExerciseRow } from '../exercises/index.js';
import { files } from '../files/index.js';
import { lessonSections } from '../lesson-sections/index.js';
import { groupMembers, groups } from '../groups/index.js';
import { lessons } from '../lessons/index.js';
import { plans } from '../plans/index.js';
import { sections } from '../sections/index.js';
import { users, type UserRow } from '../users/index.js';
import { answerableInClassSql } from './lesson-access.repository.js';
import {
  classAnswers,
  classComments,
  classEvents,
  classes,
  classHiddenExercises,
  classLessonCharges,
  classLessons,
  type ClassAnswerRow,
  type ClassCommentRow,
  type ClassEventRow,
  type ClassLessonRow,
  type ClassRow,
} from './classes.table.js';

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

export interface ClassFields {
  name: string;
  type: ClassType;
  teacherId: string;
  studentId: string | null;
  groupId: string | null;
  schoolPlanId: string | null;
  roomUrl?: string | null;
}

export interface ClassListFilter {
  page: number;
  limit: number;
  q: string;
  teacherId?: string | undefined;
  type?: ClassType | undefined;
  /** Only classes this student is in (their own, or through a group). */
  memberId?: string | undefined;
  /** Only group classes of this group. */
  groupId?: string | undefined;
}

/** Whether `userId` is in the class: its personal student or a member of its group now. */
const memberOf = (userId: string) =>
  or(
    eq(classes.studentId, userId),
    sql`exists (select 1 from group_members gm where gm.group_id = ${classes.groupId} and gm.user_id = ${userId})`,
  );

export async function listClasses(tx: Database, schoolId: string, filter: ClassListFilter): Promise<{ rows: ClassRow[]; total: number }> {
  const conditions: SQL[] = [eq(classes.schoolId, schoolId)];
  if (filter.q) conditions.push(sql`lower(${classes.name}) like ${likePattern(filter.q)}`);
  if (filter.teacherId) conditions.push(eq(classes.teacherId, filter.teacherId));
  if (filter.type) conditions.push(eq(classes.type, filter.type));
  if (filter.memberId) conditions.push(memberOf(filter.memberId) as SQL);
  if (filter.groupId) conditions.push(eq(classes.groupId, filter.groupId));
  const where = and(...conditions);
  const [totalRow] = await tx.select({ total: count() }).from(classes).where(where);
  const rows = await tx
    .select()
    .from(classes)
    .where(where)
    .orderBy(asc(sql`lower(${classes.name})`), asc(classes.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findClass(tx: Database, schoolId: string, id: string): Promise<ClassRow | null> {
  const [row] = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)))
    .limit(1);
  return row ?? null;
}

export async function isClassMember(tx: Database, schoolId: string, classId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, classId), memberOf(userId)))
    .limit(1);
  return !!row;
}

export async function insertClass(tx: Database, schoolId: string, fields: ClassFields): Promise<ClassRow> {
  const [row] = await tx
    .insert(classes)
    .values({ ...fields, schoolId })
    .returning();
  if (!row) throw new Error('class insert returned no row');
  return row;
}

export async function updateClass(tx: Database, schoolId: string, id: string, fields: Partial<ClassFields>): Promise<void> {
  await tx
    .update(classes)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)));
}

export async function deleteClass(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(classes).where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)));
}

export type Person = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

export async function findPeople(tx: Database, schoolId: string, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The students of several group classes now, by group, sorted by name. */
export async function groupStudents(tx: Database, schoolId: string, groupIds: readonly string[]): Promise<Map<string, Person[]>> {
  const result = new Map<string, Person[]>();
  if (groupIds.length === 0) return result;
  const rows = await tx
    .select({ groupId: groupMembers.groupId, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.id, groupMembers.userId), eq(users.schoolId, schoolId)))
    .where(and(eq(groupMembers.schoolId, schoolId), inArray(groupMembers.groupId, [...new Set(groupIds)]), eq(users.role, 'member')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  for (const { groupId, ...person } of rows) {
    const list = result.get(groupId) ?? [];
    list.push(person);
    result.set(groupId, list);
  }
  return result;
}

export async function findGroupNames(tx: Database, schoolId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findPlanNames(tx: Database, schoolId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(and(eq(plans.schoolId, schoolId), inArray(plans.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A staff member holding `teacher` in the school. */
export async function isTeacher(tx: Database, schoolId: string, userId: string): Promise<boolean> {
  const rows = await tx.execute(sql`
    select 1 from users u join user_permissions p on p.user_id = u.id
    where u.school_id = ${schoolId} and u.id = ${userId} and u.role = 'staff' and p.permission_key = 'teacher' limit 1`);
  return readRows(rows).length > 0;
}

export interface LessonRef {
  id: string;
  name: string;
  sectionId: string;
  courseId: string;
  courseName: string;
  courseLanguage: CourseLanguage;
}

/** A lesson of the school (own courses or a library's), with its course. */
export async function findLessonRef(tx: Database, schoolId: string, lessonId: string): Promise<LessonRef | null> {
  const [row] = await tx
    .select({ id: lessons.id, name: lessons.name, sectionId: lessons.sectionId, courseId: courses.id, courseName: courses.name, courseLanguage: courses.courseLanguage })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(lessons.schoolId, schoolId), eq(courses.schoolId, schoolId), eq(lessons.id, lessonId)))
    .limit(1);
  return row ?? null;
}

/** The current class lesson (the newest attachment) of each class. */
export async function currentClassLessons(tx: Database, schoolId: string, classIds: readonly string[]): Promise<Map<string, ClassLessonRow>> {
  if (classIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([classLessons.classId])
    .from(classLessons)
    .where(and(eq(classLessons.schoolId, schoolId), inArray(classLessons.classId, [...new Set(classIds)])))
    .orderBy(classLessons.classId, desc(classLessons.attachedAt), desc(classLessons.id));
  return new Map(rows.map((row) => [row.classId, row]));
}

export async function insertClassLesson(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<ClassLessonRow> {
  const [row] = await tx.insert(classLessons).values({ schoolId, classId, lessonId }).returning();
  if (!row) throw new Error('class lesson insert returned no row');
  return row;
}

export interface HistoryRow {
  id: string;
  lessonId: string;
  lessonName: string;
  courseId: string;
  courseName: string;
  attachedAt: Date;
  completedAt: Date | null;
}

export async function listHistory(tx: Database, schoolId: string, classId: string): Promise<HistoryRow[]> {
  return tx
    .select({
      id: classLessons.id,
      lessonId: lessons.id,
      lessonName: lessons.name,
      courseId: courses.id,
      courseName: courses.name,
      attachedAt: classLessons.attachedAt,
      completedAt: classLessons.completedAt,
    })
    .from(classLessons)
    .innerJoin(lessons, eq(lessons.id, classLessons.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(classLessons.schoolId, schoolId), eq(classLessons.classId, classId)))
    .orderBy(desc(classLessons.attachedAt), desc(classLessons.id));
}

/** Marks the class lesson completed once; answers the completion time (the first one on a retry) and whether this call completed it. */
export async function completeClassLesson(tx: Database, schoolId: string, classLessonId: string, now: Date): Promise<{ completedAt: Date; first: boolean }> {
  // The row lock makes a second completion of the same lesson (a double click, another instance) wait for the first.
  const [row] = await tx
    .select({ completedAt: classLessons.completedAt })
    .from(classLessons)
    .where(and(eq(classLessons.schoolId, schoolId), eq(classLessons.id, classLessonId)))
    .for('update');
  if (row?.completedAt) return { completedAt: row.completedAt, first: false };
  await tx
    .update(classLessons)
    .set({ completedAt: now })
    .where(and(eq(classLessons.schoolId, schoolId), eq(classLessons.id, classLessonId)));
  return { completedAt: now, first: true };
}

/** Takes the charge key of a student for a class lesson; false when it was taken before (a retry). */
export async function claimCharge(tx: Database, schoolId: string, classLessonId: string, studentId: string): Promise<boolean> {
  const rows = await tx
    .insert(classLessonCharges)
    .values({ schoolId, classLessonId, studentId, charged: false })
    .onConflictDoNothing()
    .returning({ studentId: classLessonCharges.studentId });
  return rows.length > 0;
}

export async function recordCharge(tx: Database, schoolId: string, classLessonId: string, studentId: string, balanceEntryId: string): Promise<void> {
  await tx
    .update(classLessonCharges)
    .set({ charged: true, balanceEntryId })
    .where(and(eq(classLessonCharges.schoolId, schoolId), eq(classLessonCharges.classLessonId, classLessonId), eq(classLessonCharges.studentId, studentId)));
}

export async function listCharges(tx: Database, schoolId: string, classLessonId: string): Promise<{ studentId: string; charged: boolean }[]> {
  return tx
    .select({ studentId: classLessonCharges.studentId, charged: classLessonCharges.charged })
    .from(classLessonCharges)
    .where(and(eq(classLessonCharges.schoolId, schoolId), eq(classLessonCharges.classLessonId, classLessonId)));
}

/** A class lesson's charges with their ledger entries (the schedule copies them when it links an event to the lesson). */
export async function listChargeEntries(tx: Database, schoolId: string, classLessonId: string): Promise<{ studentId: string; charged: boolean; balanceEntryId: string | null }[]> {
  return tx
    .select({ studentId: classLessonCharges.studentId, charged: classLessonCharges.charged, balanceEntryId: classLessonCharges.balanceEntryId })
    .from(classLessonCharges)
    .where(and(eq(classLessonCharges.schoolId, schoolId), eq(classLessonCharges.classLessonId, classLessonId)));
}

/**
 * Makes a class lesson's charges exactly `rows`: when the lesson is completed as a schedule event,
 * the event's charges are the lesson's (docs/decisions/schedule-charging.md) and this keeps the
 * classroom's view of them the same.
 */
export async function replaceClassLessonCharges(
  tx: Database,
  schoolId: string,
  classLessonId: string,
  rows: readonly { studentId: string; charged: boolean; balanceEntryId: string | null }[],
): Promise<void> {
  await tx.delete(classLessonCharges).where(and(eq(classLessonCharges.schoolId, schoolId), eq(classLessonCharges.classLessonId, classLessonId)));
  if (rows.length === 0) return;
  await tx.insert(classLessonCharges).values(rows.map((row) => ({ schoolId, classLessonId, studentId: row.studentId, charged: row.charged, balanceEntryId: row.balanceEntryId })));
}

/** The paid, unexpired plans of a student that still hold lessons, the one ending soonest first. */
export async function chargeablePlans(tx: Database, schoolId: string, studentId: string, now: Date): Promise<string[]> {
  const rows = await tx.execute(sql`
    select up.id from user_plans up
    where up.school_id = ${schoolId} and up.user_id = ${studentId} and up.paid_at is not null and up.status = 'active'
      and (up.expires_at is null or up.expires_at > ${now.toISOString()}::timestamptz)
      and (select coalesce(sum(be.amount), 0) from balance_entries be where be.user_plan_id = up.id) > 0
    order by up.expires_at asc nulls last, up.paid_at asc, up.id`);
  return readRows<{ id: string }>(rows).map((row) => row.id);
}

// --- The classroom: answers, visibility, comments ---------------------------------------------

/**
 * The one rule of which exercises a student may answer in a class, as an SQL condition over the
 * aliases `c` (the class's `classes` row), `e` (the exercise's `exercises` row) and `ls` (its
 * `lesson_sections` row), for the student named by the SQL expression `studentId`. Both saves
 * use it: the full path reads it (`findAnswerTarget`; when false it names the reason: 404 for a
 * hidden exercise, else 400 `classroom.exerciseNotInLesson`) and the batched one keeps only the
 * saves it holds for. Today: an exercise open in the class (its current lesson, attached last, or
 * a lesson or section granted to it, docs/decisions/lesson-access.md) that is not hidden in the
 * class, or one in a homework of the class, hidden or not (giving it as homework shows it,
 * docs/decisions/homework-api.md). Widen it in `answerableInClassSql` and both paths follow.
 */
export function answerableExerciseSql(studentId: string): string {
  // The student is not part of today's rule (lesson access is granted to the class as a whole).
  void studentId;
  return answerableInClassSql('c.id', 'ls', 'e.id');
}

/** What an answer save needs to know in one look-up: the caller's place in the class, the exercise and where it is. */
export interface AnswerTarget {
  isMember: boolean;
  currentLessonId: string | null;
  exerciseLessonId: string | null;
  /** Whether `answerableExerciseSql` holds: the student may answer this exercise in this class. */
  answerable: boolean;
  hidden: boolean;
  /** The exercise is in a homework of the class: answered like the current lesson's, hidden or not. */
  inHomework: boolean;
  exercise: ExerciseRow | null;
}

export async function findAnswerTarget(tx: Database, schoolId: string, classId: string, userId: string, exerciseId: string): Promise<AnswerTarget | null> {
  const rows = await tx.execute(sql`
    select
      (c.student_id = ${userId} or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = ${userId})) as "isMember",
      (select cl.lesson_id from class_lessons cl where cl.class_id = c.id order by cl.attached_at desc, cl.id desc limit 1) as "currentLessonId",
      ls.lesson_id as "exerciseLessonId",
      coalesce(${sql.raw(answerableExerciseSql('me.id'))}, false) as "answerable",
      exists (select 1 from class_hidden_exercises h where h.class_id = c.id and h.exercise_id = ${exerciseId}) as "hidden",
      exists (select 1 from homework_exercises he where he.class_id = c.id and he.exercise_id = ${exerciseId}) as "inHomework",
      e.id, e.school_id as "schoolId", e.lesson_section_id as "lessonSectionId", e.type, e.title, e.instruction, e.content, e.position,
      e.created_at as "createdAt", e.updated_at as "updatedAt"
    from classes c
    cross join (select ${userId}::uuid as id) me
    left join exercises e on e.id = ${exerciseId} and e.school_id = ${schoolId}
    left join lesson_sections ls on ls.id = e.lesson_section_id
    where c.school_id = ${schoolId} and c.id = ${classId}`);
  type Row = Omit<AnswerTarget, 'exercise'> & { id: string | null; createdAt: Date | string; updatedAt: Date | string } & Omit<ExerciseRow, 'id' | 'createdAt' | 'updatedAt'>;
  const [row] = readRows<Row>(rows);
  if (!row) return null;
  const exercise: ExerciseRow | null = row.id
    ? {
        id: row.id,
        schoolId: row.schoolId,
        lessonSectionId: row.lessonSectionId,
        type: row.type,
        title: row.title,
        instruction: row.instruction,
        content: row.content,
        position: row.position,
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
      }
    : null;
  return {
    isMember: row.isMember === true,
    currentLessonId: row.currentLessonId,
    exerciseLessonId: row.exerciseLessonId,
    answerable: row.answerable === true,
    hidden: row.hidden === true,
    inHomework: row.inHomework === true,
    exercise,
  };
}

/** Whether the exercise is in a homework of the class (answered, read and commented on like the current lesson's). */
export async function isHomeworkExercise(tx: Database, schoolId: string, classId: string, exerciseId: string): Promise<boolean> {
  const rows = await tx.execute(sql`
    select 1 from homework_exercises he where he.school_id = ${schoolId} and he.class_id = ${classId} and he.exercise_id = ${exerciseId} limit 1`);
  return readRows(rows).length > 0;
}

/** An exercise of the school with the lesson it is in. */
export async function findExerciseInSchool(tx: Database, schoolId: string, exerciseId: string): Promise<{ exercise: ExerciseRow; lessonId: string } | null> {
  const [row] = await tx
    .select({ exercise: exercises, lessonId: lessonSections.lessonId })
    .from(exercises)
    .innerJoin(lessonSections, eq(lessonSections.id, exercises.lessonSectionId))
    .where(and(eq(exercises.schoolId, schoolId), eq(exercises.id, exerciseId)))
    .limit(1);
  return row ?? null;
}

/** The ids of a lesson's exercises. */
export async function exerciseIdsOfLesson(tx: Database, schoolId: string, lessonId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(lessonSections, eq(lessonSections.id, exercises.lessonSectionId))
    .where(and(eq(exercises.schoolId, schoolId), eq(lessonSections.lessonId, lessonId)));
  return rows.map((row) => row.id);
}

/** A voice recording stored by this user in the school (`POST files/recordings`). */
export async function isOwnRecording(tx: Database, schoolId: string, userId: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.schoolId, schoolId), eq(files.key, key), eq(files.purpose, 'recording'), eq(files.uploadedBy, userId)))
    .limit(1);
  return !!row;
}

export interface StoredAnswerRow {
  answer: Record<string, unknown>;
  revision: number;
  score: AnswerScore | null;
  savedAt: Date;
}

export interface AnswerSave {
  schoolId: string;
  classId: string;
  studentId: string;
  exerciseId: string;
  answer: Record<string, unknown>;
  revision: number;
  score: AnswerScore | null;
  savedAt: Date;
}

/**
 * The answer save in one statement: an upsert that replaces the stored answer only when the
 * revision is higher, and, only when it did, the class's next event number, the event (for staff
 * and this student) and its notification (delivered at commit). Answers the stored row when this
 * revision won, null when a newer one was already there.
 */
export async function saveAnswer(tx: Database, save: AnswerSave): Promise<{ row: StoredAnswerRow; eventId: number } | null> {
  const savedAt = save.savedAt.toISOString();
  const data = {
    studentId: save.studentId,
    exerciseId: save.exerciseId,
    answer: save.answer,
    revision: save.revision,
    score: save.score,
    savedAt,
  };
  const result = await tx.execute(sql`
    with saved as (
      insert into class_answers (school_id, class_id, student_id, exercise_id, answer, revision, score, saved_at)
      values (${save.schoolId}, ${save.classId}, ${save.studentId}, ${save.exerciseId}, ${JSON.stringify(save.answer)}::jsonb, ${save.revision},
        ${save.score === null ? null : JSON.stringify(save.score)}::jsonb, ${savedAt}::timestamptz)
      on conflict (class_id, student_id, exercise_id) do update
        set answer = excluded.answer, revision = excluded.revision, score = excluded.score, saved_at = excluded.saved_at
        where class_answers.revision < excluded.revision
      returning answer, revision, score, saved_at
    ), seq as (
      update classes set event_seq = event_seq + 1
      where school_id = ${save.schoolId} and id = ${save.classId} and exists (select 1 from saved)
      returning event_seq
    ), event as (
      insert into class_events (school_id, class_id, id, type, data, member_ids)
      select ${save.schoolId}, ${save.classId}, seq.event_seq, 'answer', ${JSON.stringify(data)}::jsonb, array[${save.studentId}]::uuid[] from seq
      returning id
    ), notified as (
      select pg_notify(${EVENTS_CHANNEL}, ${save.classId} || ':' || event.id) from event
    )
    select s.answer, s.revision::float8 as revision, s.score, s.saved_at as "savedAt",
      (select id::float8 from event) as "eventId", (select count(*) from notified)::int as notified
    from saved s`);
  const [row] = readRows<StoredAnswerRow & { eventId: number; savedAt: Date | string }>(result);
  if (!row) return null;
  return { row: { answer: row.answer, revision: Number(row.revision), score: row.score, savedAt: new Date(row.savedAt) }, eventId: Number(row.eventId) };
}

export interface FastSave extends AnswerSave {
  /** The token's password version and hash: the user must still be an active student with this version, the token not revoked. */
  passwordVersion: number;
  tokenHash: string;
  /** The exercise as the caller scored it: stored only if it has not changed since. */
  exerciseUpdatedAt: Date;
}

/** What a save of a batch came to: stored (`saved`), or a newer or equal revision was there (`older`). */
export type BatchedSaveResult = { outcome: 'saved' | 'older'; row: StoredAnswerRow } | null;

/**
 * Saves of one class in one round trip and one commit (answer-save-queue.ts gathers them): one
 * statement that keeps the saves passing every check of the full path — an active student with
 * the token's password version and an unrevoked token, in the class now, the exercise unchanged
 * since it was scored and answerable there (`answerableExerciseSql`) — upserts them
 * with the revision condition, numbers their events in the order of `saves` and appends them;
 * once committed, one notification (`DatabaseHandle.notify`, naming the first number). Answers, for each save
 * in order, the stored row, or null when a check failed (the caller then takes the full path,
 * which says which one). No two saves may share a student and an exercise (one upsert cannot
 * touch a row twice); all must be of `schoolId` and `classId`.
 */
export async function saveAnswerBatch(db: DatabaseHandle, schoolId: string, classId: string, saves: readonly FastSave[]): Promise<BatchedSaveResult[]> {
  if (saves.length === 0) return [];
  const input = saves.map((save, n) => {
    if (save.schoolId !== schoolId || save.classId !== classId) throw new Error('a batch of answer saves is of one class');
    const savedAt = save.savedAt.toISOString();
    return {
      n,
      student_id: save.studentId,
      exercise_id: save.exerciseId,
      answer: save.answer,
      // As text: a bigint beyond 2^53 would lose digits as a JSON number.
      revision: String(save.revision),
      score: save.score,
      saved_at: savedAt,
      password_version: save.passwordVersion,
      token_hash: save.tokenHash,
      exercise_updated_at: save.exerciseUpdatedAt.toISOString(),
      event: { studentId: save.studentId, exerciseId: save.exerciseId, answer: save.answer, revision: save.revision, score: save.score, savedAt },
    };
  });
  const rows = await db.preparedInSchool<{
    n: number;
    outcome: 'saved' | 'older';
    answer: Record<string, unknown>;
    revision: number;
    score: AnswerScore | null;
    savedAt: string | Date;
    firstEvent: number | null;
  }>(
    schoolId,
    { name: SAVE_ANSWER_BATCH, text: SAVE_ANSWER_BATCH_SQL, values: [schoolId, classId, JSON.stringify(input)] },
  );
  // The wake-up goes once the events are committed, as a transaction of its own (`notify`): not
  // awaited, the saves are stored whatever becomes of it. It names the first event: a listener
  // reads the log from there.
  const firstEvent = rows.find((row) => row.firstEvent !== null)?.firstEvent;
  if (firstEvent !== undefined && firstEvent !== null) void db.notify(EVENTS_CHANNEL, `${classId}:${Number(firstEvent)}`).catch(() => undefined);
  const results: BatchedSaveResult[] = saves.map(() => null);
  for (const row of rows) {
    results[Number(row.n)] = { outcome: row.outcome, row: { answer: row.answer, revision: Number(row.revision), score: row.score, savedAt: new Date(row.savedAt) } };
  }
  return results;
}

/** The prepared statement's name: one per connection, planned once. */
const SAVE_ANSWER_BATCH = 'class_answers_save_batch';

/** `saveAnswerBatch`'s statement: $1 the school, $2 the class, $3 the saves as a JSON array. */
const SAVE_ANSWER_BATCH_SQL = `with input as (
  select * from jsonb_to_recordset($3::jsonb) as i (n int, student_id uuid, exercise_id uuid, answer jsonb, revision bigint, score jsonb,
    saved_at timestamptz, password_version int, token_hash text, exercise_updated_at timestamptz, event jsonb)
), eligible as (
  select i.* from input i
  join users u on u.id = i.student_id and u.school_id = $1::uuid and u.status = 'active' and u.role = 'member' and u.password_version = i.password_version
  join classes c on c.id = $2::uuid and c.school_id = $1::uuid
  join exercises e on e.id = i.exercise_id and e.school_id = $1::uuid and date_trunc('milliseconds', e.updated_at) = i.exercise_updated_at
  join lesson_sections ls on ls.id = e.lesson_section_id
  where not exists (select 1 from revoked_tokens r where r.token_hash = i.token_hash)
    and (c.student_id = i.student_id or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = i.student_id))
    and ${answerableExerciseSql('i.student_id')}
), saved as (
  insert into class_answers (school_id, class_id, student_id, exercise_id, answer, revision, score, saved_at)
  select $1::uuid, $2::uuid, student_id, exercise_id, answer, revision, score, saved_at from eligible
  on conflict (class_id, student_id, exercise_id) do update
    set answer = excluded.answer, revision = excluded.revision, score = excluded.score, saved_at = excluded.saved_at
    where class_answers.revision < excluded.revision
  returning student_id, exercise_id, answer, revision, score, saved_at
), seq as (
  update classes set event_seq = event_seq + (select count(*) from saved)
  where school_id = $1::uuid and id = $2::uuid and exists (select 1 from saved)
  returning event_seq
), numbered as (
  select e.n, e.student_id, e.event, seq.event_seq - count(*) over () + row_number() over (order by e.n) as id
  from eligible e join saved s on s.student_id = e.student_id and s.exercise_id = e.exercise_id, seq
), event as (
  insert into class_events (school_id, class_id, id, type, data, member_ids)
  select $1::uuid, $2::uuid, id, 'answer', event, array[student_id] from numbered
  returning id
)
select e.n, 'saved' as outcome, s.answer, s.revision::float8 as revision, s.score, s.saved_at as "savedAt", (select min(id)::float8 from event) as "firstEvent"
from eligible e join saved s on s.student_id = e.student_id and s.exercise_id = e.exercise_id
union all
select e.n, 'older', a.answer, a.revision::float8, a.score, a.saved_at, null
from eligible e join class_answers a on a.class_id = $2::uuid and a.student_id = e.student_id and a.exercise_id = e.exercise_id
where not exists (select 1 from saved s where s.student_id = e.student_id and s.exercise_id = e.exercise_id)`;

export async function findAnswer(tx: Database, schoolId: string, classId: string, studentId: string, exerciseId: string): Promise<ClassAnswerRow | null> {
  const [row] = await tx
    .select()
    .from(classAnswers)
    .where(and(eq(classAnswers.schoolId, schoolId), eq(classAnswers.classId, classId), eq(classAnswers.studentId, studentId), eq(classAnswers.exerciseId, exerciseId)))
    .limit(1);
  return row ?? null;
}

export async function listAnswers(tx: Database, schoolId: string, classId: string, studentId?: string): Promise<ClassAnswerRow[]> {
  return tx
    .select()
    .from(classAnswers)
    .where(and(eq(classAnswers.schoolId, schoolId), eq(classAnswers.classId, classId), ...(studentId ? [eq(classAnswers.studentId, studentId)] : [])))
    .orderBy(asc(classAnswers.studentId), asc(classAnswers.exerciseId));
}

export async function deleteAnswers(
  tx: Database,
  schoolId: string,
  classId: string,
  where: { studentId?: string; exerciseIds?: readonly string[] },
): Promise<number> {
  if (where.exerciseIds && where.exerciseIds.length === 0) return 0;
  const rows = await tx
    .delete(classAnswers)
    .where(
      and(
        eq(classAnswers.schoolId, schoolId),
        eq(classAnswers.classId, classId),
        ...(where.studentId ? [eq(classAnswers.studentId, where.studentId)] : []),
        ...(where.exerciseIds ? [inArray(classAnswers.exerciseId, [...where.exerciseIds])] : []),
      ),
    )
    .returning({ exerciseId: classAnswers.exerciseId });
  return rows.length;
}

export async function listHidden(tx: Database, schoolId: string, classId: string): Promise<string[]> {
  const rows = await tx
    .select({ exerciseId: classHiddenExercises.exerciseId })
    .from(classHiddenExercises)
    .where(and(eq(classHiddenExercises.schoolId, schoolId), eq(classHiddenExercises.classId, classId)))
    .orderBy(asc(classHiddenExercises.createdAt), asc(classHiddenExercises.exerciseId));
  return rows.map((row) => row.exerciseId);
}

/** Hides a shown exercise or shows a hidden one; answers whether it is hidden now. */
export async function toggleHidden(tx: Database, schoolId: string, classId: string, exerciseId: string): Promise<boolean> {
  const removed = await tx
    .delete(classHiddenExercises)
    .where(and(eq(classHiddenExercises.schoolId, schoolId), eq(classHiddenExercises.classId, classId), eq(classHiddenExercises.exerciseId, exerciseId)))
    .returning({ exerciseId: classHiddenExercises.exerciseId });
  if (removed.length > 0) return false;
  await tx.insert(classHiddenExercises).values({ schoolId, classId, exerciseId }).onConflictDoNothing();
  return true;
}

/** The comments of an exercise in a class; for a member only those to them, to everyone, or by them. */
export async function listComments(tx: Database, schoolId: string, classId: string, exerciseId: string, memberId?: string): Promise<ClassCommentRow[]> {
  return tx
    .select()
    .from(classComments)
    .where(
      and(
        eq(classComments.schoolId, schoolId),
        eq(classComments.classId, classId),
        eq(classComments.exerciseId, exerciseId),
        ...(memberId
          ? [or(sql`${classComments.recipientId} is null`, eq(classComments.recipientId, memberId), eq(classComments.authorId, memberId)) as SQL]
          : []),
      ),
    )
    .orderBy(asc(classComments.createdAt), asc(classComments.id));
}

export async function insertComment(tx: Database, values: typeof classComments.$inferInsert): Promise<ClassCommentRow> {
  const [row] = await tx.insert(classComments).values(values).returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

// --- Live events ------------------------------------------------------------------------------

/** The one PostgreSQL notification channel of class events; the payload is `<classId>:<eventId>`. */
export const EVENTS_CHANNEL = 'class_events';

/**
 * Appends an event to the class's log under its next number and notifies every API instance at
 * commit. `memberIds`: the students it is for (null: every student); staff get every event.
 */
export async function appendEvent(
  tx: Database,
  schoolId: string,
  classId: string,
  type: ClassEventType,
  data: object,
  memberIds: readonly string[] | null = null,
): Promise<number> {
  const members = memberIds === null ? sql`null` : sql`${`{${memberIds.join(',')}}`}::uuid[]`;
  const result = await tx.execute(sql`
    with seq as (
      update classes set event_seq = event_seq + 1 where school_id = ${schoolId} and id = ${classId} returning event_seq
    ), event as (
      insert into class_events (school_id, class_id, id, type, data, member_ids)
      select ${schoolId}, ${classId}, seq.event_seq, ${type}, ${JSON.stringify(data)}::jsonb, ${members} from seq
      returning id
    )
    , notified as (
      select pg_notify(${EVENTS_CHANNEL}, ${classId} || ':' || event.id) from event
    )
    select (select id::float8 from event) as id, (select count(*) from notified)::int as notified`);
  const [row] = readRows<{ id: number }>(result);
  return Number(row?.id ?? 0);
}

/** Events of a class after `afterId`, oldest first (at most `limit`). */
export async function eventsAfter(db: Database, classId: string, afterId: number, limit = 500): Promise<ClassEventRow[]> {
  return db
    .select()
    .from(classEvents)
    .where(and(eq(classEvents.classId, classId), sql`${classEvents.id} > ${afterId}`))
    .orderBy(asc(classEvents.id))
    .limit(limit);
}

export async function lastEventId(db: Database, classId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${classEvents.id}), 0)::float8` })
    .from(classEvents)
    .where(eq(classEvents.classId, classId));
  return Number(row?.id ?? 0);
}
