import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readRows } from '../../db/rows.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { courseNotFound } from './access.js';

/**
 * What a member (student) may read of the school's courses: only what their classes use
 * (docs/decisions/lesson-access.md). Staff read everything, so every function here answers
 * "no limit" for them. The class tables are read by name: this module sits below `classes`.
 */

/** The classes a student is in now: their personal classes and their groups' classes. */
const classesOf = (schoolId: string, userId: string) => sql`
  select c.id from classes c
  where c.school_id = ${schoolId}
    and (c.student_id = ${userId} or exists (select 1 from group_members gm where gm.group_id = c.group_id and gm.user_id = ${userId}))`;

const isMember = (auth: AuthContext) => auth.user.role !== 'staff';

/**
 * The courses a student's classes use: the course of each class's current lesson and of every
 * lesson or lesson section granted to those classes. Null for staff (every course).
 */
export async function courseIdsReadableBy(tx: Database, schoolId: string, auth: AuthContext): Promise<ReadonlySet<string> | null> {
  if (!isMember(auth)) return null;
  const result = await tx.execute(sql`
    with mine as (${classesOf(schoolId, auth.user.id)}), used as (
      select (select cl.lesson_id from class_lessons cl where cl.class_id = mine.id order by cl.attached_at desc, cl.id desc limit 1) as lesson_id from mine
      union select la.lesson_id from class_lesson_access la join mine on mine.id = la.class_id
      union select ls.lesson_id from class_section_access sa join mine on mine.id = sa.class_id join lesson_sections ls on ls.id = sa.lesson_section_id
    )
    select distinct s.course_id as "courseId" from used join lessons l on l.id = used.lesson_id join sections s on s.id = l.section_id
    where l.school_id = ${schoolId}`);
  return new Set(readRows<{ courseId: string }>(result).map((row) => row.courseId));
}

/** A course a member's classes do not use does not exist for them (404, as another school's). */
export async function checkCourseReadable(tx: Database, schoolId: string, auth: AuthContext, courseId: string): Promise<void> {
  const readable = await courseIdsReadableBy(tx, schoolId, auth);
  if (readable && !readable.has(courseId)) throw courseNotFound();
}

/** What of one lesson a reader may open: everything (staff), or what a student's classes open. */
export interface LessonReach {
  /** The lesson sections open to them; null: all of them. */
  sectionIds: ReadonlySet<string> | null;
  /** Exercises hidden in the classes that open the lesson: kept from the student. */
  hiddenExerciseIds: ReadonlySet<string>;
}

const EVERYTHING: LessonReach = { sectionIds: null, hiddenExerciseIds: new Set() };

/**
 * The reach of a lesson's content for the caller. A student reads it whole when it is the current
 * lesson of one of their classes or granted whole to one, else only the granted lesson sections;
 * with nothing open the lesson is 403 (`access.notGranted`; its name was already readable).
 */
export async function lessonReachOf(tx: Database, schoolId: string, auth: AuthContext, lessonId: string): Promise<LessonReach> {
  if (!isMember(auth)) return EVERYTHING;
  const result = await tx.execute(sql`
    with mine as (${classesOf(schoolId, auth.user.id)}), whole as (
      select mine.id from mine
      where (select cl.lesson_id from class_lessons cl where cl.class_id = mine.id order by cl.attached_at desc, cl.id desc limit 1) = ${lessonId}
        or exists (select 1 from class_lesson_access la where la.class_id = mine.id and la.lesson_id = ${lessonId})
    ), parts as (
      select sa.class_id, sa.lesson_section_id from class_section_access sa join mine on mine.id = sa.class_id
      join lesson_sections ls on ls.id = sa.lesson_section_id where ls.lesson_id = ${lessonId}
    )
    select
      exists (select 1 from whole) as whole,
      coalesce((select array_agg(distinct parts.lesson_section_id::text) from parts), '{}') as "sectionIds",
      coalesce((select array_agg(distinct h.exercise_id::text) from class_hidden_exercises h
        where h.class_id in (select id from whole union select class_id from parts)), '{}') as "hiddenExerciseIds"`);
  const [row] = readRows<{ whole: boolean; sectionIds: string[]; hiddenExerciseIds: string[] }>(result);
  const whole = row?.whole === true;
  const sectionIds = row?.sectionIds ?? [];
  if (!whole && sectionIds.length === 0) throw new AppError(403, 'access.notGranted');
  return { sectionIds: whole ? null : new Set(sectionIds), hiddenExerciseIds: new Set(row?.hiddenExerciseIds ?? []) };
}

/** The reach of one lesson section: 403 when the student's classes do not open it. */
export async function lessonSectionReachOf(tx: Database, schoolId: string, auth: AuthContext, lessonId: string, lessonSectionId: string): Promise<LessonReach> {
  const reach = await lessonReachOf(tx, schoolId, auth, lessonId);
  if (reach.sectionIds && !reach.sectionIds.has(lessonSectionId)) throw new AppError(403, 'access.notGranted');
  return reach;
}
