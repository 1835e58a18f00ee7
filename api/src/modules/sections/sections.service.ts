import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language, ReorderInput, Section, SectionCopyInput, SectionMoveInput, sectionInputSchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { exerciseContentsUnder } from '../exercises/index.js';
import { createFilesService } from '../files/index.js';
import { checkCourseReadable, courseAt, sectionAt, sectionNotFound, touchCourse, type CoursePath, type SectionPath } from '../structure/index.js';
import { copyName, copySection, withCopiedFiles } from '../structure/index.js';
import { forgetContentFiles } from '../structure/index.js';
import { placeAt, renumber, reorderedSiblings } from '../structure/index.js';
import { presentSection } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deleteSection, insertSection, listLessonsOfSections, listSections, updateSection } from './sections.repository.js';
import { sections, type SectionRow } from './sections.table.js';
import { schoolScope } from '../../lib/school-scope.js';

type SectionInput = z.output<typeof sectionInputSchema>;

async function presentAll(tx: Database, schoolId: string, rows: readonly SectionRow[]): Promise<Section[]> {
  const lessons = await listLessonsOfSections(
    tx,
    schoolId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentSection(row, lessons));
}

async function presentOne(tx: Database, schoolId: string, row: SectionRow): Promise<Section> {
  const [section] = await presentAll(tx, schoolId, [row]);
  if (!section) throw sectionNotFound();
  return section;
}

/** Sections of a course; who may call the writing ones is decided by the routes. */
export function createSectionsService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  return {
    list: (auth: AuthContext, path: CoursePath) =>
      inSchool(auth, async (tx, schoolId) => {
        await courseAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        return presentAll(tx, schoolId, await listSections(tx, schoolId, path.courseId));
      }),

    get: (auth: AuthContext, path: SectionPath) =>
      inSchool(auth, async (tx, schoolId) => {
        const { section } = await sectionAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        return presentOne(tx, schoolId, section);
      }),

    /** New sections go to the end. */
    create: (auth: AuthContext, path: CoursePath, input: SectionInput) =>
      inSchool(auth, async (tx, schoolId) => {
        await courseAt(tx, schoolId, path, 'write');
        const position = (await listSections(tx, schoolId, path.courseId)).length;
        const row = await insertSection(tx, { ...input, schoolId, courseId: path.courseId, position });
        await touchCourse(tx, schoolId, path.courseId);
        return presentOne(tx, schoolId, row);
      }),

    update: (auth: AuthContext, path: SectionPath, input: SectionInput) =>
      inSchool(auth, async (tx, schoolId) => {
        await sectionAt(tx, schoolId, path, 'write');
        const row = await updateSection(tx, schoolId, path.sectionId, input);
        await touchCourse(tx, schoolId, path.courseId);
        return presentOne(tx, schoolId, row);
      }),

    /** Deletes the section with everything below it and their files; the rest close the gap. */
    async remove(auth: AuthContext, path: SectionPath): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        await sectionAt(tx, schoolId, path, 'write');
        const forgotten = await forgetContentFiles(tx, schoolId, await exerciseContentsUnder(tx, schoolId, { sectionId: path.sectionId }));
        await deleteSection(tx, schoolId, path.sectionId);
        await renumber(tx, sections, await listSections(tx, schoolId, path.courseId));
        await touchCourse(tx, schoolId, path.courseId);
        return forgotten;
      });
      await files.purge(keys);
    },

    /** A deep copy right after the original, named with the copy suffix in the requester's language. */
    duplicate: (auth: AuthContext, path: SectionPath, language: Language) =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { section } = await sectionAt(tx, schoolId, path, 'write');
          const siblings = await listSections(tx, schoolId, path.courseId);
          const copy = await copySection({ tx, schoolId, files, createdFiles }, section, path.courseId, siblings.length, copyName(section.name, language));
          const index = siblings.findIndex((row) => row.id === section.id);
          const ordered = await renumber(tx, sections, placeAt(siblings, copy, index + 1));
          await touchCourse(tx, schoolId, path.courseId);
          return presentOne(tx, schoolId, ordered.find((row) => row.id === copy.id) ?? copy);
        }),
      ),

    /** A deep copy at the end of an own course (the source may be a library course the school reads). */
    copy: (auth: AuthContext, path: SectionPath, target: SectionCopyInput) =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { section } = await sectionAt(tx, schoolId, path, 'read');
          await courseAt(tx, schoolId, { courseId: target.courseId }, 'write');
          const position = (await listSections(tx, schoolId, target.courseId)).length;
          const copy = await copySection({ tx, schoolId, files, createdFiles }, section, target.courseId, position);
          await touchCourse(tx, schoolId, target.courseId);
          return presentOne(tx, schoolId, copy);
        }),
      ),

    /** Moves a section to a position of its course; answers the course's sections in their new order. */
    move: (auth: AuthContext, path: SectionPath, input: SectionMoveInput) =>
      inSchool(auth, async (tx, schoolId) => {
        const { section } = await sectionAt(tx, schoolId, path, 'write');
        const siblings = await listSections(tx, schoolId, path.courseId);
        const ordered = await renumber(tx, sections, placeAt(siblings, section, input.position));
        await touchCourse(tx, schoolId, path.courseId);
        return presentAll(tx, schoolId, ordered);
      }),

    /** All or nothing: every id must be a section of this course, listed once. */
    reorder: (auth: AuthContext, path: CoursePath, input: ReorderInput) =>
      inSchool(auth, async (tx, schoolId) => {
        await courseAt(tx, schoolId, path, 'write');
        const siblings = await listSections(tx, schoolId, path.courseId);
        const ordered = await renumber(tx, sections, reorderedSiblings(siblings, input.items, sectionNotFound));
        await touchCourse(tx, schoolId, path.courseId);
        return presentAll(tx, schoolId, ordered);
      }),
  };
}
