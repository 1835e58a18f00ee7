import { and, desc, eq, sql } from 'drizzle-orm';
import { readRows, type Database } from '../../db/client.js';
import { lessonSections } from '../lesson-sections/index.js';
import { classLessons } from './classes.table.js';
import { classLessonAccess, classSectionAccess } from './lesson-access.table.js';

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

/**
 * The one rule of what a class opens to its students, as SQL over a class id column and a lesson
 * section alias (`<alias>.id`, `<alias>.lesson_id`): the class's current lesson, a lesson granted
 * whole, or the granted lesson section. The answer saves (the full look-up and the one-statement
 * fast path) both use it, so they cannot disagree. Only column names go in, never values.
 */
export function openInClassSql(classIdColumn: string, lessonSectionAlias: string): string {
  return `(
    ${lessonSectionAlias}.lesson_id = (select cl.lesson_id from class_lessons cl where cl.class_id = ${classIdColumn} order by cl.attached_at desc, cl.id desc limit 1)
    or exists (select 1 from class_lesson_access la where la.class_id = ${classIdColumn} and la.lesson_id = ${lessonSectionAlias}.lesson_id)
    or exists (select 1 from class_section_access sa where sa.class_id = ${classIdColumn} and sa.lesson_section_id = ${lessonSectionAlias}.id))`;
}

/**
 * Whether a student of the class may answer an exercise (CLASSROOM.md "Answers and scores"): open
 * in the class (`openInClassSql`) and not hidden there, or in a homework of the class, hidden or
 * not (docs/decisions/homework-api.md). The one-statement save checks exactly this; the full
 * look-up reads its parts apart to name the error.
 */
export function answerableInClassSql(classIdColumn: string, lessonSectionAlias: string, exerciseIdColumn: string): string {
  return `((${openInClassSql(classIdColumn, lessonSectionAlias)}
      and not exists (select 1 from class_hidden_exercises h where h.class_id = ${classIdColumn} and h.exercise_id = ${exerciseIdColumn}))
    or exists (select 1 from homework_exercises he where he.class_id = ${classIdColumn} and he.exercise_id = ${exerciseIdColumn}))`;
}

/** A lesson section of the school with the lesson it is in. */
export async function findLessonSectionRef(tx: Database, schoolId: string, lessonSectionId: string): Promise<{ id: string; lessonId: string } | null> {
  const [row] = await tx
    .select({ id: lessonSections.id, lessonId: lessonSections.lessonId })
    .from(lessonSections)
    .where(and(eq(lessonSections.schoolId, schoolId), eq(lessonSections.id, lessonSectionId)))
    .limit(1);
  return row ?? null;
}

export async function grantLesson(tx: Database, schoolId: string, classId: string, lessonId: string, grantedBy: string): Promise<boolean> {
  const rows = await tx.insert(classLessonAccess).values({ schoolId, classId, lessonId, grantedBy }).onConflictDoNothing().returning({ lessonId: classLessonAccess.lessonId });
  return rows.length > 0;
}

export async function revokeLesson(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<boolean> {
  const rows = await tx
    .delete(classLessonAccess)
    .where(and(eq(classLessonAccess.schoolId, schoolId), eq(classLessonAccess.classId, classId), eq(classLessonAccess.lessonId, lessonId)))
    .returning({ lessonId: classLessonAccess.lessonId });
  return rows.length > 0;
}

export async function grantSection(tx: Database, schoolId: string, classId: string, lessonSectionId: string, grantedBy: string): Promise<boolean> {
  const rows = await tx
    .insert(classSectionAccess)
    .values({ schoolId, classId, lessonSectionId, grantedBy })
    .onConflictDoNothing()
    .returning({ id: classSectionAccess.lessonSectionId });
  return rows.length > 0;
}

export async function revokeSection(tx: Database, schoolId: string, classId: string, lessonSectionId: string): Promise<boolean> {
  const rows = await tx
    .delete(classSectionAccess)
    .where(and(eq(classSectionAccess.schoolId, schoolId), eq(classSectionAccess.classId, classId), eq(classSectionAccess.lessonSectionId, lessonSectionId)))
    .returning({ id: classSectionAccess.lessonSectionId });
  return rows.length > 0;
}

export async function isLessonGranted(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<boolean> {
  const [row] = await tx
    .select({ lessonId: classLessonAccess.lessonId })
    .from(classLessonAccess)
    .where(and(eq(classLessonAccess.schoolId, schoolId), eq(classLessonAccess.classId, classId), eq(classLessonAccess.lessonId, lessonId)))
    .limit(1);
  return !!row;
}

/** The granted lesson sections of one lesson in a class (a lesson granted whole is not listed here). */
export async function grantedSectionsOfLesson(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: classSectionAccess.lessonSectionId })
    .from(classSectionAccess)
    .innerJoin(lessonSections, eq(lessonSections.id, classSectionAccess.lessonSectionId))
    .where(and(eq(classSectionAccess.schoolId, schoolId), eq(classSectionAccess.classId, classId), eq(lessonSections.lessonId, lessonId)));
  return rows.map((row) => row.id);
}

export interface OpenLessonRow {
  lessonId: string;
  lessonName: string;
  courseId: string;
  courseName: string;
  whole: boolean;
  sections: { id: string; position: number; isHomework: boolean }[];
}

/** Every lesson open to a class through a grant (whole, or some of its sections), by course name and position. */
export async function listOpenLessons(tx: Database, schoolId: string, classId: string): Promise<OpenLessonRow[]> {
  const result = await tx.execute(sql`
    with opened as (
      select la.lesson_id, true as whole from class_lesson_access la where la.school_id = ${schoolId} and la.class_id = ${classId}
      union
      select ls.lesson_id, false from class_section_access sa join lesson_sections ls on ls.id = sa.lesson_section_id
      where sa.school_id = ${schoolId} and sa.class_id = ${classId}
    )
    select l.id as "lessonId", l.name as "lessonName", c.id as "courseId", c.name as "courseName", bool_or(o.whole) as whole,
      coalesce((
        select json_agg(json_build_object('id', ls.id, 'position', ls.position, 'isHomework', ls.is_homework) order by ls.is_homework, ls.position, ls.id)
        from class_section_access sa join lesson_sections ls on ls.id = sa.lesson_section_id
        where sa.class_id = ${classId} and ls.lesson_id = l.id
      ), '[]'::json) as sections
    from opened o
    join lessons l on l.id = o.lesson_id and l.school_id = ${schoolId}
    join sections s on s.id = l.section_id
    join courses c on c.id = s.course_id
    group by l.id, l.name, c.id, c.name, s.position, l.position
    order by lower(c.name), c.id, s.position, l.position, l.id`);
  return readRows<OpenLessonRow>(result).map((row) => ({ ...row, whole: row.whole === true, sections: row.sections.map((section) => ({ ...section, position: Number(section.position) })) }));
}

/**
 * What of a lesson a student of the class may open: `'whole'` (the current lesson, or granted
 * whole), the granted lesson sections, or null (nothing: a 403 for them).
 */
export async function studentViewOf(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<'whole' | ReadonlySet<string> | null> {
  const [current] = await tx
    .select({ lessonId: classLessons.lessonId })
    .from(classLessons)
    .where(and(eq(classLessons.schoolId, schoolId), eq(classLessons.classId, classId)))
    .orderBy(desc(classLessons.attachedAt), desc(classLessons.id))
    .limit(1);
  if (current?.lessonId === lessonId || (await isLessonGranted(tx, schoolId, classId, lessonId))) return 'whole';
  const sections = await grantedSectionsOfLesson(tx, schoolId, classId, lessonId);
  return sections.length > 0 ? new Set(sections) : null;
}
