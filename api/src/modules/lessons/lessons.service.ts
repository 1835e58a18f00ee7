import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language, Lesson, LessonCopyInput, LessonMoveInput, ReorderInput, lessonInputSchema } from '@school/shared/contracts';
import { AppError } from '../../lib/app-error.js';
import { exerciseContentsUnder } from '../exercises/index.js';
import { createFilesService } from '../files/index.js';
import { checkCourseReadable, lessonAt, lessonNotFound, sectionAt, touchCourse, type LessonPath, type SectionPath } from '../structure/index.js';
import { copyLesson, copyName, withCopiedFiles } from '../structure/index.js';
import { forgetContentFiles } from '../structure/index.js';
import { placeAt, renumber, reorderedSiblings } from '../structure/index.js';
import { presentLesson } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deleteLesson, insertLesson, listLessons, updateLesson } from './lessons.repository.js';
import { lessons } from './lessons.table.js';
import { schoolScope } from '../../lib/school-scope.js';

type LessonInput = z.output<typeof lessonInputSchema>;

/** Lessons of a section; who may call the writing ones is decided by the routes. */
export function createLessonsService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  return {
    list: (auth: AuthContext, path: SectionPath): Promise<Lesson[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await sectionAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        return (await listLessons(tx, schoolId, path.sectionId)).map((row) => presentLesson(row, path.courseId));
      }),

    get: (auth: AuthContext, path: LessonPath): Promise<Lesson> =>
      inSchool(auth, async (tx, schoolId) => {
        const { lesson } = await lessonAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        return presentLesson(lesson, path.courseId);
      }),

    /** New lessons go to the end of their section. */
    create: (auth: AuthContext, path: SectionPath, input: LessonInput): Promise<Lesson> =>
      inSchool(auth, async (tx, schoolId) => {
        await sectionAt(tx, schoolId, path, 'write');
        const position = (await listLessons(tx, schoolId, path.sectionId)).length;
        const row = await insertLesson(tx, { ...input, schoolId, sectionId: path.sectionId, position });
        await touchCourse(tx, schoolId, path.courseId);
        return presentLesson(row, path.courseId);
      }),

    update: (auth: AuthContext, path: LessonPath, input: LessonInput): Promise<Lesson> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonAt(tx, schoolId, path, 'write');
        const row = await updateLesson(tx, schoolId, path.lessonId, input);
        await touchCourse(tx, schoolId, path.courseId);
        return presentLesson(row, path.courseId);
      }),

    async remove(auth: AuthContext, path: LessonPath): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        await lessonAt(tx, schoolId, path, 'write');
        const forgotten = await forgetContentFiles(tx, schoolId, await exerciseContentsUnder(tx, schoolId, { lessonId: path.lessonId }));
        await deleteLesson(tx, schoolId, path.lessonId);
        await renumber(tx, lessons, await listLessons(tx, schoolId, path.sectionId));
        await touchCourse(tx, schoolId, path.courseId);
        return forgotten;
      });
      await files.purge(keys);
    },

    /** A deep copy right after the original, named with the copy suffix in the requester's language. */
    duplicate: (auth: AuthContext, path: LessonPath, language: Language): Promise<Lesson> =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { lesson } = await lessonAt(tx, schoolId, path, 'write');
          const siblings = await listLessons(tx, schoolId, path.sectionId);
          const copy = await copyLesson({ tx, schoolId, files, createdFiles }, lesson, path.sectionId, siblings.length, copyName(lesson.name, language));
          const index = siblings.findIndex((row) => row.id === lesson.id);
          const ordered = await renumber(tx, lessons, placeAt(siblings, copy, index + 1));
          await touchCourse(tx, schoolId, path.courseId);
          return presentLesson(ordered.find((row) => row.id === copy.id) ?? copy, path.courseId);
        }),
      ),

    /** A deep copy at the end of a section of an own course (the source may be in a library course). */
    copy: (auth: AuthContext, path: LessonPath, target: LessonCopyInput): Promise<Lesson> =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { lesson } = await lessonAt(tx, schoolId, path, 'read');
          await sectionAt(tx, schoolId, target, 'write');
          const position = (await listLessons(tx, schoolId, target.sectionId)).length;
          const copy = await copyLesson({ tx, schoolId, files, createdFiles }, lesson, target.sectionId, position);
          await touchCourse(tx, schoolId, target.courseId);
          return presentLesson(copy, target.courseId);
        }),
      ),

    /**
     * Moves a lesson to a position of a section of the same course (its own when `sectionId` is left
     * out); both sections are renumbered. Answers the moved lesson.
     */
    move: (auth: AuthContext, path: LessonPath, input: LessonMoveInput): Promise<Lesson> =>
      inSchool(auth, async (tx, schoolId) => {
        const { lesson } = await lessonAt(tx, schoolId, path, 'write');
        const targetId = input.sectionId ?? path.sectionId;
        if (targetId !== path.sectionId) {
          await sectionAt(tx, schoolId, { courseId: path.courseId, sectionId: targetId }, 'write').catch((error: unknown) => {
            // Another course's section (or none) is a wrong value of the body, not a missing path.
            if (error instanceof AppError && error.statusCode === 404) throw new AppError(404, 'structure.sectionNotFound', { sectionId: ['structure.sectionNotFound'] });
            throw error;
          });
          await updateLesson(tx, schoolId, lesson.id, { sectionId: targetId });
          await renumber(tx, lessons, await listLessons(tx, schoolId, path.sectionId));
        }
        const siblings = await listLessons(tx, schoolId, targetId);
        const moving = siblings.find((row) => row.id === lesson.id);
        if (!moving) throw lessonNotFound();
        const ordered = await renumber(tx, lessons, placeAt(siblings, moving, input.position));
        await touchCourse(tx, schoolId, path.courseId);
        const moved = ordered.find((row) => row.id === lesson.id) ?? moving;
        return presentLesson(moved, path.courseId);
      }),

    /** All or nothing: every id must be a lesson of this section, listed once. */
    reorder: (auth: AuthContext, path: SectionPath, input: ReorderInput): Promise<Lesson[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await sectionAt(tx, schoolId, path, 'write');
        const siblings = await listLessons(tx, schoolId, path.sectionId);
        const ordered = await renumber(tx, lessons, reorderedSiblings(siblings, input.items, lessonNotFound));
        await touchCourse(tx, schoolId, path.courseId);
        return ordered.map((row) => presentLesson(row, path.courseId));
      }),
  };
}
