import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LIMITS, type Course, type Language, type ReorderInput, type courseInputSchema, type courseListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { createFilesService, fileUrl, receiveImage } from '../files/files.service.js';
import type { AuthContext } from '../users/users.repository.js';
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
  const inSchool = <T>(auth: AuthContext, work: (tx: Database, schoolId: string) => Promise<T>) =>
    app.db.inSchool(auth.school.id, (tx) => work(tx, auth.school.id));

  return {
    list: (auth: AuthContext, query: ListQuery) =>
      inSchool(auth, async (tx, schoolId) => (await listCourses(tx, schoolId, query.type, query.search)).map(presentCourse)),

    get: (auth: AuthContext, id: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await findCourse(tx, schoolId, id);
        if (!row) throw courseNotFound();
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

    async remove(auth: AuthContext, id: string): Promise<void> {
      const imageKey = await inSchool(auth, async (tx, schoolId) => {
        const row = await ownCourse(tx, schoolId, id);
        await deleteCourse(tx, schoolId, id);
        if (row.imageKey) await files.forget(tx, schoolId, row.imageKey);
        return row.imageKey;
      });
      await files.purge([imageKey]);
    },

    /** A copy right after the original, with its own copy of the image. */
    duplicate: (auth: AuthContext, id: string, language: Language) =>
      inSchool(auth, async (tx, schoolId) => {
        const original = await ownCourse(tx, schoolId, id);
        await makeRoomAfter(tx, schoolId, 'own', original.position);
        const imageKey = original.imageKey ? await files.copy(tx, schoolId, original.imageKey) : null;
        const suffix = COPY_SUFFIX[language];
        const name = `${original.name.slice(0, LIMITS.textMax - suffix.length)}${suffix}`;
        const copy = await insertCourse(tx, {
          schoolId,
          name,
          description: original.description,
          courseLanguage: original.courseLanguage,
          teachingLanguage: original.teachingLanguage,
          level: original.level,
          type: 'own',
          imageKey,
          position: original.position + 1,
        });
        return presentCourse(copy);
      }),

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

    async replaceImage(auth: AuthContext, id: string, request: FastifyRequest): Promise<Course> {
      // The course is checked before the upload is read, so a wrong id does not cost an upload.
      await inSchool(auth, (tx, schoolId) => ownCourse(tx, schoolId, id));
      const upload = await receiveImage(request);
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
