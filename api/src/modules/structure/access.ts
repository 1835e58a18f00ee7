import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { courses, type CourseRow } from '../courses/index.js';
import { exercises, type ExerciseRow } from '../exercises/index.js';
import { lessonSections, type LessonSectionRow } from '../lesson-sections/index.js';
import { lessons, type LessonRow } from '../lessons/index.js';
import { sections, type SectionRow } from '../sections/index.js';

/**
 * Finding a piece of a course by its path. Every id of the path must belong to the one before it
 * and to the caller's school; anything else is a 404 (another school's ids, or a real lesson
 * named under the wrong section, say), checked before the 403 for writes into a library course,
 * so a foreign id never tells more than "not found".
 */
export type Access = 'read' | 'write';

export const courseNotFound = () => new AppError(404, 'errors.courseNotFound');
export const sectionNotFound = () => new AppError(404, 'structure.sectionNotFound');
export const lessonNotFound = () => new AppError(404, 'structure.lessonNotFound');
export const lessonSectionNotFound = () => new AppError(404, 'structure.lessonSectionNotFound');
export const exerciseNotFound = () => new AppError(404, 'exercise.notFound');

/** The two libraries are read by every school and written by none (docs/decisions/api-course-access.md). */
function checkWritable(course: CourseRow, access: Access): void {
  if (access === 'write' && course.type !== 'own') throw forbidden();
}

export interface CoursePath {
  courseId: string;
}
export interface SectionPath extends CoursePath {
  sectionId: string;
}
export interface LessonPath extends SectionPath {
  lessonId: string;
}
export interface LessonSectionPath extends LessonPath {
  lessonSectionId: string;
}
export interface ExercisePath extends LessonSectionPath {
  exerciseId: string;
}

export async function courseAt(tx: Database, schoolId: string, path: CoursePath, access: Access): Promise<CourseRow> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, path.courseId)))
    .limit(1);
  if (!row) throw courseNotFound();
  checkWritable(row, access);
  return row;
}

export async function sectionAt(tx: Database, schoolId: string, path: SectionPath, access: Access): Promise<{ course: CourseRow; section: SectionRow }> {
  const [row] = await tx
    .select({ course: courses, section: sections })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(sections.schoolId, schoolId), eq(courses.schoolId, schoolId), eq(sections.id, path.sectionId)))
    .limit(1);
  if (!row || row.course.id !== path.courseId) {
    // Tell a missing course from a missing section, for the clearer message.
    await courseAt(tx, schoolId, path, 'read');
    throw sectionNotFound();
  }
  checkWritable(row.course, access);
  return row;
}

export async function lessonAt(
  tx: Database,
  schoolId: string,
  path: LessonPath,
  access: Access,
): Promise<{ course: CourseRow; section: SectionRow; lesson: LessonRow }> {
  const [row] = await tx
    .select({ course: courses, section: sections, lesson: lessons })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(lessons.schoolId, schoolId), eq(courses.schoolId, schoolId), eq(lessons.id, path.lessonId)))
    .limit(1);
  if (!row || row.section.id !== path.sectionId || row.course.id !== path.courseId) {
    await sectionAt(tx, schoolId, path, 'read');
    throw lessonNotFound();
  }
  checkWritable(row.course, access);
  return row;
}

export async function lessonSectionAt(
  tx: Database,
  schoolId: string,
  path: LessonSectionPath,
  access: Access,
): Promise<{ course: CourseRow; section: SectionRow; lesson: LessonRow; lessonSection: LessonSectionRow }> {
  const [row] = await tx
    .select({ course: courses, section: sections, lesson: lessons, lessonSection: lessonSections })
    .from(lessonSections)
    .innerJoin(lessons, eq(lessons.id, lessonSections.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(lessonSections.schoolId, schoolId), eq(courses.schoolId, schoolId), eq(lessonSections.id, path.lessonSectionId)))
    .limit(1);
  if (!row || row.lesson.id !== path.lessonId || row.section.id !== path.sectionId || row.course.id !== path.courseId) {
    await lessonAt(tx, schoolId, path, 'read');
    throw lessonSectionNotFound();
  }
  checkWritable(row.course, access);
  return row;
}

export async function exerciseAt(
  tx: Database,
  schoolId: string,
  path: ExercisePath,
  access: Access,
): Promise<{ course: CourseRow; lessonSection: LessonSectionRow; exercise: ExerciseRow }> {
  const found = await lessonSectionAt(tx, schoolId, path, access);
  const [exercise] = await tx
    .select()
    .from(exercises)
    .where(and(eq(exercises.schoolId, schoolId), eq(exercises.id, path.exerciseId), eq(exercises.lessonSectionId, path.lessonSectionId)))
    .limit(1);
  if (!exercise) throw exerciseNotFound();
  return { course: found.course, lessonSection: found.lessonSection, exercise };
}

/**
 * A lesson section found by its id alone (the target of an exercise copy or move), with the course
 * it belongs to: it must be in the school (else 404) and in an own course (else 403).
 */
export async function lessonSectionById(tx: Database, schoolId: string, id: string): Promise<{ course: CourseRow; lessonSection: LessonSectionRow }> {
  const [row] = await tx
    .select({ course: courses, lessonSection: lessonSections })
    .from(lessonSections)
    .innerJoin(lessons, eq(lessons.id, lessonSections.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(lessonSections.schoolId, schoolId), eq(courses.schoolId, schoolId), eq(lessonSections.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, 'structure.lessonSectionNotFound', { lessonSectionId: ['structure.lessonSectionNotFound'] });
  checkWritable(row.course, 'write');
  return row;
}

/** Structure changes count as changes of the course: its `updatedAt` moves (docs/decisions/api-course-structure.md). */
export async function touchCourse(tx: Database, schoolId: string, courseId: string): Promise<void> {
  await tx
    .update(courses)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, courseId)));
}
