import { LIMITS, type Language } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { insertExercise, listExercises, listExercisesOfLessonSections } from '../exercises/index.js';
import type { ExerciseRow } from '../exercises/index.js';
import { adoptFiles, type FilesService } from '../files/index.js';
import { insertLessonSection, listLessonSections } from '../lesson-sections/index.js';
import type { LessonSectionRow } from '../lesson-sections/index.js';
import { insertLesson, listLessons } from '../lessons/index.js';
import type { LessonRow } from '../lessons/index.js';
import { insertSection, listLessonsOfSections, listSections } from '../sections/index.js';
import type { SectionRow } from '../sections/index.js';
import { copyContentFiles } from './files.js';

/**
 * Deep copies of course pieces: every level below is copied too, down to the exercises' files.
 * All of it runs in the caller's one transaction; the bytes of copied files are written before
 * the commit, so their keys are collected in `createdFiles` for the caller to delete if the
 * transaction fails (`withCopiedFiles`).
 */
export interface CopyContext {
  tx: Database;
  schoolId: string;
  files: FilesService;
  createdFiles: string[];
}

/**
 * The duplicate's name suffix. Schools have no language of their own (yet), so the copy is named in
 * the language of the person who makes it, the one their interface shows (`uk` by default).
 */
export const COPY_SUFFIX: Record<Language, string> = {
  uk: ' (копія)',
  en: ' (copy)',
  de: ' (Kopie)',
  es: ' (copia)',
  fr: ' (copie)',
  it: ' (copia)',
  zh: '（副本）',
};
/** The name of a duplicate: the suffix in the requester's language, cut to fit the 500-character rule. */
export function copyName(name: string, language: Language): string {
  const suffix = COPY_SUFFIX[language];
  return `${name.slice(0, LIMITS.textMax - suffix.length)}${suffix}`;
}

export async function copyExercise(context: CopyContext, row: ExerciseRow, lessonSectionId: string, position: number): Promise<ExerciseRow> {
  const copiedFiles: string[] = [];
  const content = await copyContentFiles(context.tx, context.files, context.schoolId, row.content, copiedFiles);
  context.createdFiles.push(...copiedFiles);
  const copy = await insertExercise(context.tx, {
    schoolId: context.schoolId,
    lessonSectionId,
    type: row.type,
    title: row.title,
    instruction: row.instruction,
    content,
    position,
  });
  // The copy owns the files made for it, and deletes them with itself.
  await adoptFiles(context.tx, context.schoolId, copy.id, copiedFiles, null);
  return copy;
}

async function copyExercisesOf(context: CopyContext, pairs: readonly [from: string, to: string][]): Promise<void> {
  const target = new Map(pairs);
  const rows = await listExercisesOfLessonSections(context.tx, context.schoolId, [...target.keys()]);
  for (const row of rows) {
    const to = target.get(row.lessonSectionId);
    if (to) await copyExercise(context, row, to, row.position);
  }
}

export async function copyLessonSection(context: CopyContext, row: LessonSectionRow, lessonId: string, position: number): Promise<LessonSectionRow> {
  const copy = await insertLessonSection(context.tx, { schoolId: context.schoolId, lessonId, isHomework: row.isHomework, position });
  for (const exercise of await listExercises(context.tx, context.schoolId, row.id)) await copyExercise(context, exercise, copy.id, exercise.position);
  return copy;
}

export async function copyLesson(context: CopyContext, row: LessonRow, sectionId: string, position: number, name = row.name): Promise<LessonRow> {
  const copy = await insertLesson(context.tx, { schoolId: context.schoolId, sectionId, name, description: row.description, position });
  const pairs: [string, string][] = [];
  for (const lessonSection of await listLessonSections(context.tx, context.schoolId, row.id)) {
    const sectionCopy = await insertLessonSection(context.tx, {
      schoolId: context.schoolId,
      lessonId: copy.id,
      isHomework: lessonSection.isHomework,
      position: lessonSection.position,
    });
    pairs.push([lessonSection.id, sectionCopy.id]);
  }
  await copyExercisesOf(context, pairs);
  return copy;
}

export async function copySection(context: CopyContext, row: SectionRow, courseId: string, position: number, name = row.name): Promise<SectionRow> {
  const copy = await insertSection(context.tx, { schoolId: context.schoolId, courseId, name, description: row.description, position });
  for (const lesson of await listLessons(context.tx, context.schoolId, row.id)) await copyLesson(context, lesson, copy.id, lesson.position);
  return copy;
}

/** Copies every section of one course (with all below) into another, keeping their order. */
export async function copyCourseStructure(context: CopyContext, fromCourseId: string, toCourseId: string): Promise<void> {
  const from = await listSections(context.tx, context.schoolId, fromCourseId);
  // Lessons are read once for the whole course rather than per section.
  const lessonsBySection = new Map<string, LessonRow[]>();
  for (const lesson of await listLessonsOfSections(context.tx, context.schoolId, from.map((section) => section.id))) {
    lessonsBySection.set(lesson.sectionId, [...(lessonsBySection.get(lesson.sectionId) ?? []), lesson]);
  }
  for (const section of from) {
    const copy = await insertSection(context.tx, {
      schoolId: context.schoolId,
      courseId: toCourseId,
      name: section.name,
      description: section.description,
      position: section.position,
    });
    for (const lesson of lessonsBySection.get(section.id) ?? []) await copyLesson(context, lesson, copy.id, lesson.position);
  }
}

/**
 * Runs a deep copy: `work` gets a context whose copied files are deleted from storage again when the
 * transaction fails, so a failure midway leaves neither rows nor bytes.
 */
export async function withCopiedFiles<T>(files: FilesService, run: (createdFiles: string[]) => Promise<T>): Promise<T> {
  const createdFiles: string[] = [];
  try {
    return await run(createdFiles);
  } catch (error) {
    await files.purge(createdFiles);
    throw error;
  }
}
