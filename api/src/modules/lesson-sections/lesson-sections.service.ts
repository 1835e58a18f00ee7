import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Exercise, StudentExercise } from '@school/exercises';
import { type LessonSection, type LessonSectionWithExercises, type ReorderInput, type lessonSectionInputSchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { exerciseContentsUnder, listExercises } from '../exercises/index.js';
import { presentExercises } from '../exercises/index.js';
import { createFilesService } from '../files/index.js';
import { checkCourseReadable, lessonAt, lessonReachOf, lessonSectionAt, lessonSectionNotFound, lessonSectionReachOf, touchCourse, type LessonPath, type LessonSectionPath } from '../structure/index.js';
import { forgetContentFiles } from '../structure/index.js';
import { renumber, reorderedSiblings } from '../structure/index.js';
import { presentLessonSection } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deleteLessonSection, insertLessonSection, listLessonSections, updateLessonSection } from './lesson-sections.repository.js';
import { lessonSections, type LessonSectionRow } from './lesson-sections.table.js';
import { schoolScope } from '../../lib/school-scope.js';

type LessonSectionInput = z.output<typeof lessonSectionInputSchema>;

const homeworkExists = () => new AppError(409, 'structure.homeworkExists', { isHomework: ['structure.homeworkExists'] });

/**
 * Stores positions in page order, so the numbers always say what is shown: the rows in the order
 * given (already by position, or as a reorder asks), the homework moved last.
 */
async function renumberInPageOrder(tx: Database, rows: readonly LessonSectionRow[]): Promise<LessonSectionRow[]> {
  return renumber(tx, lessonSections, [...rows.filter((row) => !row.isHomework), ...rows.filter((row) => row.isHomework)]);
}

/** The one homework rule, checked before writing; the partial unique index catches a race. */
async function checkHomework(tx: Database, schoolId: string, lessonId: string, wanted: boolean, self?: string): Promise<void> {
  if (!wanted) return;
  const siblings = await listLessonSections(tx, schoolId, lessonId);
  if (siblings.some((row) => row.isHomework && row.id !== self)) throw homeworkExists();
}

async function uniqueHomework<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw homeworkExists();
    throw error;
  }
}

/** Lesson sections of a lesson; who may call the writing ones is decided by the routes. */
export function createLessonSectionsService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  return {
    /** In page order: by position, the homework last. */
    list: (auth: AuthContext, path: LessonPath): Promise<LessonSection[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        // A student lists only the lesson sections their classes open.
        const { sectionIds } = await lessonReachOf(tx, schoolId, auth, path.lessonId);
        const rows = await listLessonSections(tx, schoolId, path.lessonId);
        return (sectionIds ? rows.filter((row) => sectionIds.has(row.id)) : rows).map(presentLessonSection);
      }),

    /** One lesson section with its exercises by position (student copies for a member). */
    get: (auth: AuthContext, path: LessonSectionPath): Promise<LessonSectionWithExercises<Exercise | StudentExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { lessonSection } = await lessonSectionAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        const { hiddenExerciseIds } = await lessonSectionReachOf(tx, schoolId, auth, path.lessonId, lessonSection.id);
        const exercises = (await listExercises(tx, schoolId, lessonSection.id)).filter((row) => !hiddenExerciseIds.has(row.id));
        return { ...presentLessonSection(lessonSection), exercises: presentExercises(exercises, auth) };
      }),

    /** New lesson sections go to the end (before the homework, which stays last). */
    create: (auth: AuthContext, path: LessonPath, input: LessonSectionInput): Promise<LessonSectionWithExercises<never>> =>
      uniqueHomework(
        inSchool(auth, async (tx, schoolId) => {
          await lessonAt(tx, schoolId, path, 'write');
          await checkHomework(tx, schoolId, path.lessonId, input.isHomework);
          const siblings = await listLessonSections(tx, schoolId, path.lessonId);
          const row = await insertLessonSection(tx, { schoolId, lessonId: path.lessonId, isHomework: input.isHomework, position: siblings.length });
          const ordered = await renumberInPageOrder(tx, [...siblings, row]);
          await touchCourse(tx, schoolId, path.courseId);
          return { ...presentLessonSection(ordered.find((each) => each.id === row.id) ?? row), exercises: [] };
        }),
      ),

    update: (auth: AuthContext, path: LessonSectionPath, input: LessonSectionInput): Promise<LessonSection> =>
      uniqueHomework(
        inSchool(auth, async (tx, schoolId) => {
          await lessonSectionAt(tx, schoolId, path, 'write');
          await checkHomework(tx, schoolId, path.lessonId, input.isHomework, path.lessonSectionId);
          const row = await updateLessonSection(tx, schoolId, path.lessonSectionId, { isHomework: input.isHomework });
          const ordered = await renumberInPageOrder(tx, await listLessonSections(tx, schoolId, path.lessonId));
          await touchCourse(tx, schoolId, path.courseId);
          return presentLessonSection(ordered.find((each) => each.id === row.id) ?? row);
        }),
      ),

    async remove(auth: AuthContext, path: LessonSectionPath): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        await lessonSectionAt(tx, schoolId, path, 'write');
        const forgotten = await forgetContentFiles(tx, schoolId, await exerciseContentsUnder(tx, schoolId, { lessonSectionId: path.lessonSectionId }));
        await deleteLessonSection(tx, schoolId, path.lessonSectionId);
        await renumberInPageOrder(tx, await listLessonSections(tx, schoolId, path.lessonId));
        await touchCourse(tx, schoolId, path.courseId);
        return forgotten;
      });
      await files.purge(keys);
    },

    /** All or nothing: every id must be a section of this lesson; the homework stays last whatever it is sent. */
    reorder: (auth: AuthContext, path: LessonPath, input: ReorderInput): Promise<LessonSection[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonAt(tx, schoolId, path, 'write');
        const siblings = await listLessonSections(tx, schoolId, path.lessonId);
        const ordered = await renumberInPageOrder(tx, reorderedSiblings(siblings, input.items, lessonSectionNotFound));
        await touchCourse(tx, schoolId, path.courseId);
        return ordered.map(presentLessonSection);
      }),
  };
}
