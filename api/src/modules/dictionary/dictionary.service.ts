import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ClassDictionary, DictionaryEntry, DictionaryStudent, PaginationMeta, dictionaryInputSchema, dictionaryListQuerySchema, classDictionaryQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { schoolScope } from '../../lib/school-scope.js';
import {
  deleteEntry,
  findClassPeople,
  findEntry,
  findStudent,
  insertEntry,
  listEntries,
  listStudents,
  updateEntry,
  type EntryFields,
} from './dictionary.repository.js';
import type { DictionaryEntryRow } from './dictionary.table.js';

type DictionaryInput = z.output<typeof dictionaryInputSchema>;
type DictionaryListQuery = z.output<typeof dictionaryListQuerySchema>;
type ClassDictionaryQuery = z.output<typeof classDictionaryQuerySchema>;

export function presentEntry(row: DictionaryEntryRow): DictionaryEntry {
  return {
    id: row.id,
    phrase: row.phrase,
    translation: row.translation,
    customTranslation: row.customTranslation,
    audio: row.audio,
    language: row.language,
    studentId: row.studentId,
    createdAt: row.createdAt.toISOString(),
  };
}

const entryNotFound = () => new AppError(404, 'dictionary.notFound');
const isMember = (auth: AuthContext) => auth.user.role === 'member';
const isSchoolAdmin = (auth: AuthContext) => auth.user.role === 'staff' && auth.permissions.some((permission) => permission.key === 'admin-access');

function fieldsOf(input: DictionaryInput): EntryFields {
  return {
    phrase: input.phrase,
    translation: input.translation,
    customTranslation: input.customTranslation ?? null,
    audio: input.audio ?? null,
    language: input.language,
  };
}

/**
 * Personal dictionaries (spec 01 §3, §7). A member reads and writes only their own words (another
 * student's entry is not found for them); staff reach every student's of the school and name the
 * student when they write (docs/decisions/dictionary.md).
 */
export function createDictionaryService(app: FastifyInstance) {
  const inSchool = schoolScope(app.db);

  /** Whose word a write is: a member's own; staff name a student of the school. */
  async function ownerOf(tx: Database, schoolId: string, auth: AuthContext, studentId: string | null | undefined): Promise<string> {
    if (isMember(auth)) return auth.user.id;
    if (!studentId) throw fieldError(400, 'studentId', 'dictionary.studentRequired');
    if (!(await findStudent(tx, schoolId, studentId))) throw fieldError(400, 'studentId', 'dictionary.studentInvalid');
    return studentId;
  }

  /** An entry the caller may see: a member's own, or any of the school's for staff. */
  async function visible(tx: Database, schoolId: string, auth: AuthContext, id: string): Promise<DictionaryEntryRow> {
    const row = await findEntry(tx, schoolId, id);
    if (!row || (isMember(auth) && row.studentId !== auth.user.id)) throw entryNotFound();
    return row;
  }

  /** No word twice per student and language: the unique index decides, the answer names the field. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, 'phrase', 'dictionary.duplicate');
      throw error;
    }
  }

  return {
    list: (auth: AuthContext, query: DictionaryListQuery): Promise<{ data: DictionaryEntry[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const studentId = isMember(auth) ? auth.user.id : (query.studentId ?? query.userId);
        const { rows, total } = await listEntries(tx, schoolId, { page: query.page, limit: query.limit, q: query.q, ...(studentId ? { studentId } : {}) });
        return { data: rows.map(presentEntry), meta: { pagination: { total, page: query.page, limit: query.limit } } };
      }),

    get: (auth: AuthContext, id: string): Promise<DictionaryEntry> => inSchool(auth, async (tx, schoolId) => presentEntry(await visible(tx, schoolId, auth, id))),

    create: (auth: AuthContext, input: DictionaryInput): Promise<DictionaryEntry> =>
      writing(() =>
        inSchool(auth, async (tx, schoolId) => {
          const studentId = await ownerOf(tx, schoolId, auth, input.studentId ?? input.userId);
          return presentEntry(await insertEntry(tx, schoolId, studentId, fieldsOf(input)));
        }),
      ),

    /** The whole entry; staff may move it to another student, a member's stays theirs. */
    update: (auth: AuthContext, id: string, input: DictionaryInput): Promise<DictionaryEntry> =>
      writing(() =>
        inSchool(auth, async (tx, schoolId) => {
          await visible(tx, schoolId, auth, id);
          const studentId = await ownerOf(tx, schoolId, auth, input.studentId ?? input.userId);
          const row = await updateEntry(tx, schoolId, id, { ...fieldsOf(input), studentId });
          if (!row) throw entryNotFound();
          return presentEntry(row);
        }),
      ),

    remove: (auth: AuthContext, id: string): Promise<void> =>
      inSchool(auth, async (tx, schoolId) => {
        await visible(tx, schoolId, auth, id);
        await deleteEntry(tx, schoolId, id);
      }),

    students: (auth: AuthContext): Promise<DictionaryStudent[]> =>
      inSchool(auth, async (tx, schoolId) =>
        (await listStudents(tx, schoolId)).map((user) => ({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email })),
      ),

    /**
     * One student's words in a class's sidebar (spec 01 §4): the class's teacher or a school
     * administrator for any student of the class, a student of it for themselves.
     */
    ofClass: (auth: AuthContext, classId: string, query: ClassDictionaryQuery): Promise<ClassDictionary> =>
      inSchool(auth, async (tx, schoolId) => {
        const people = await findClassPeople(tx, schoolId, classId);
        // A class a member is not in does not exist for them (CLASSROOM.md, GET classes/{id}).
        if (!people || (isMember(auth) && !people.studentIds.includes(auth.user.id))) throw new AppError(404, 'classroom.notFound');
        let userId: string;
        if (isMember(auth)) {
          if (query.userId && query.userId !== auth.user.id) throw fieldError(403, 'userId', 'dictionary.ownOnly');
          userId = auth.user.id;
        } else {
          if (people.teacherId !== auth.user.id && !isSchoolAdmin(auth)) throw forbidden();
          if (!query.userId) throw fieldError(400, 'userId', 'dictionary.studentRequired');
          if (!people.studentIds.includes(query.userId)) throw fieldError(400, 'userId', 'dictionary.notInClass');
          userId = query.userId;
        }
        const { rows, total } = await listEntries(tx, schoolId, { page: query.page, limit: query.limit, studentId: userId });
        return {
          entries: rows.map(presentEntry),
          total,
          page: query.page,
          limit: query.limit,
          hasMore: (query.page - 1) * query.limit + rows.length < total,
          classId,
          userId,
        };
      }),
  };
}
