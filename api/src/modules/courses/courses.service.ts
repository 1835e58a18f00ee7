import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Course, type Language, type ReorderInput, type courseInputSchema, type courseListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { exerciseContentsUnder } from '../exercises/index.js';
import { createFilesService, fileUrl, type Upload } from '../files/index.js';
import { checkCourseReadable, copyCourseStructure, copyName, courseIdsReadableBy, withCopiedFiles } from '../structure/index.js';
import { forgetContentFiles } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  deleteCourse,
  findCourse,
  findCourses,
  insertCourse,
  listCourses,
  makeRoomAfter,
  nextPosition,
  setCoursePosition,
  updateCourse,
} from './courses.repository.js';
import type { CourseRow } from './courses.table.js';
import { schoolScope } from '../../lib/school-scope.js';

export type CourseInput = z.output<typeof courseInputSchema>;
type ListQuery = z.output<typeof courseListQuerySchema>;

export function presentCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: fileUrl(row.imageKey),
    courseLanguage: row.courseLanguage,
    teachingLanguage: row.teachingLanguage,
    level: row.level,
    type: row.type,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const courseNotFound = () => new AppError(404, 'errors.courseNotFound');

/** An own course of the school, for writing: another school's (or none) is 404, a library course 403. */
async function ownCourse(tx: Database, schoolId: string, id: string): Promise<CourseRow> {
  const row = await findCourse(tx, schoolId, id);
  if (!row) throw courseNotFound();
  // The two libraries are collections the school reads but does not edit.
  if (row.type !== 'own') throw forbidden();
  return row;
}

/** Course rules; who may call the writing ones is decided by the routes (docs/decisions/api-course-access.md). */
export function createCoursesService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  return {
    /** A member gets only the courses their classes use (docs/decisions/lesson-access.md). */
    list: (auth: AuthContext, query: ListQuery) =>
      inSchool(auth, async (tx, schoolId) => {
        const rows = await listCourses(tx, schoolId, query.type, query.search);
        const readable = await courseIdsReadableBy(tx, schoolId, auth);
        return (readable ? rows.filter((row) => readable.has(row.id)) : rows).map(presentCourse);
      }),

    get: (auth: AuthContext, id: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await findCourse(tx, schoolId, id);
        if (!row) throw courseNotFound();
        await checkCourseReadable(tx, schoolId, auth, id);
        return presentCourse(row);
      }),

    /** New own courses go to the end of the list. */
    create: (auth: AuthContext, input: CourseInput) =>
      inSchool(auth, async (tx, schoolId) => {
        const position = await nextPosition(tx, schoolId, 'own');
        return presentCourse(await insertCourse(tx, { ...input, schoolId, type: 'own', position }));
      }),

    update: (auth: AuthContext, id: string, input: CourseInput) =>
      inSchool(auth, async (tx, schoolId) => {
        await ownCourse(tx, schoolId, id);
        const row = await updateCourse(tx, schoolId, id, input);
        if (!row) throw courseNotFound();
        return presentCourse(row);
      }),

    /** Deletes the course with its whole structure (cascade) and the files of its image and exercises. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        const row = await ownCourse(tx, schoolId, id);
        const exerciseFiles = await forgetContentFiles(tx, schoolId, await exerciseContentsUnder(tx, schoolId, { courseId: id }));
        await deleteCourse(tx, schoolId, id);
        if (row.imageKey) await files.forget(tx, schoolId, row.imageKey);
        return [row.imageKey, ...exerciseFiles];
      });
      await files.purge(keys);
    },

    /**
     * A deep copy (sections, lessons, lesson sections, exercises, image and exercise files) in one
     * transaction. An own course's copy goes right after it; a library course's copy is "copy to my
     * courses": a new own course at the end of the own list.
     */
    duplicate: (auth: AuthContext, id: string, language: Language) =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const original = await findCourse(tx, schoolId, id);
          if (!original) throw courseNotFound();
          let position: number;
          if (original.type === 'own') {
            await makeRoomAfter(tx, schoolId, 'own', original.position);
            position = original.position + 1;
          } else {
            position = await nextPosition(tx, schoolId, 'own');
          }
          const imageKey = original.imageKey ? await files.copy(tx, schoolId, original.imageKey) : null;
          if (imageKey) createdFiles.push(imageKey);
          const copy = await insertCourse(tx, {
            schoolId,
            // A library course keeps its name in the school's own list; a duplicate is marked as a copy.
            name: original.type === 'own' ? copyName(original.name, language) : original.name,
            description: original.description,
            courseLanguage: original.courseLanguage,
            teachingLanguage: original.teachingLanguage,
            level: original.level,
            type: 'own',
            imageKey,
            position,
          });
          await copyCourseStructure({ tx, schoolId, files, createdFiles }, original.id, copy.id);
          return presentCourse(copy);
        }),
      ),

    /**
     * Applies the positions in one transaction: every id must be an own course of the school,
     * listed once; otherwise nothing changes. Answers the whole own list in its new order.
     */
    reorder: (auth: AuthContext, input: ReorderInput) =>
      inSchool(auth, async (tx, schoolId) => {
        const ids = input.items.map((item) => item.id);
        if (new Set(ids).size !== ids.length) throw new AppError(400, 'validation.invalidInput', { items: ['validation.invalidInput'] });
        const found = await findCourses(tx, schoolId, ids);
        if (found.length !== ids.length) throw courseNotFound();
        if (found.some((row) => row.type !== 'own')) throw new AppError(400, 'validation.courseType', { items: ['validation.courseType'] });
        for (const item of input.items) await setCoursePosition(tx, schoolId, item.id, item.position);
        return (await listCourses(tx, schoolId, 'own', '')).map(presentCourse);
      }),

    async replaceImage(auth: AuthContext, id: string, receive: () => Promise<Upload>): Promise<Course> {
      // The course is checked before the upload is read, so a wrong id does not cost an upload.
      await inSchool(auth, (tx, schoolId) => ownCourse(tx, schoolId, id));
      const upload = await receive();
      const { row, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await ownCourse(tx, schoolId, id);
        const key = await files.store(tx, schoolId, upload);
        const updated = await updateCourse(tx, schoolId, id, { imageKey: key });
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { row: updated, previous: current.imageKey };
      });
      await files.purge([previous]);
      if (!row) throw courseNotFound();
      return presentCourse(row);
    },

    async deleteImage(auth: AuthContext, id: string): Promise<Course> {
      const { row, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await ownCourse(tx, schoolId, id);
        const updated = await updateCourse(tx, schoolId, id, { imageKey: null });
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { row: updated, previous: current.imageKey };
      });
      await files.purge([previous]);
      if (!row) throw courseNotFound();
      return presentCourse(row);
    },
  };
}
