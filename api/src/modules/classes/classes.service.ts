import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  ClassAccessType,
  ClassInput,
  ClassLessonRef,
  ClassObject,
  ClassSummary,
  LessonCompletion,
  MaterialsHistoryItem,
  PaginationMeta,
  classInputSchema,
  classListQuerySchema,
  classPageQuerySchema,
} from '@school/shared/contracts';
import type { Exercise, StudentExercise } from '@school/exercises';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { schoolScope } from '../../lib/school-scope.js';
import { hasStaffPermission } from '../../plugins/auth.js';
import { findGroup } from '../groups/index.js';
import { listLessonSections } from '../lesson-sections/index.js';
import { listExercisesOfLessonSections, presentExercises } from '../exercises/index.js';
import { applyOperation } from '../plans/index.js';
import { presentLessonSection } from '../structure/index.js';
import { completeEventOfClassLesson } from '../schedule/index.js';
import { findUser } from '../users/index.js';
import {
  appendEvent,
  chargeablePlans,
  claimCharge,
  completeClassLesson,
  currentClassLessons,
  deleteClass,
  findClass,
  findGroupNames,
  findLessonRef,
  findPeople,
  findPlanNames,
  groupStudents,
  insertClass,
  insertClassLesson,
  isClassMember,
  isTeacher,
  listCharges,
  listClasses,
  listHidden,
  listHistory,
  recordCharge,
  replaceClassLessonCharges,
  updateClass,
  type LessonRef,
  type Person,
} from './classes.repository.js';
import type { ClassRow } from './classes.table.js';
import { studentViewOf } from './lesson-access.repository.js';

type ClassInputData = z.output<typeof classInputSchema>;
type ClassListQueryData = z.output<typeof classListQuerySchema>;
type ClassPageQueryData = z.output<typeof classPageQuerySchema>;
type AnyExercise = Exercise | StudentExercise;

export const classNotFound = () => new AppError(404, 'classroom.notFound');
export const teacherOnly = () => new AppError(403, 'classroom.teacherOnly');

const isAdmin = (auth: AuthContext) => hasStaffPermission(auth, ['admin-access']);

/**
 * The caller's place in a class, or null when the class is not theirs to see (a 404 for them):
 * its teacher; a school administrator; a student in it now (personal, or through the group).
 */
export async function accessTo(tx: Database, schoolId: string, auth: AuthContext, row: ClassRow): Promise<ClassAccessType | null> {
  if (auth.user.role === 'staff') {
    if (row.teacherId === auth.user.id) return 'teacher';
    return isAdmin(auth) ? 'admin' : null;
  }
  return (await isClassMember(tx, schoolId, row.id, auth.user.id)) ? 'student' : null;
}

/** The class and the caller's place in it; 404 for a class of another school or not theirs. */
export async function classFor(tx: Database, schoolId: string, auth: AuthContext, id: string): Promise<{ row: ClassRow; access: ClassAccessType }> {
  const row = await findClass(tx, schoolId, id);
  const access = row ? await accessTo(tx, schoolId, auth, row) : null;
  if (!row || !access) throw classNotFound();
  return { row, access };
}

/** Class changes (edit, room link, lesson, completion): its teacher or a school administrator. */
function requireManager(access: ClassAccessType): void {
  if (access === 'student') throw forbidden();
}

const person = (value: Person | undefined): Person | null => (value ? { id: value.id, firstName: value.firstName, lastName: value.lastName } : null);

const refOf = (lesson: LessonRef): ClassLessonRef => ({
  id: lesson.id,
  name: lesson.name,
  courseId: lesson.courseId,
  courseName: lesson.courseName,
  courseLanguage: lesson.courseLanguage,
  sectionId: lesson.sectionId,
});

/** The lists' form of several classes, with one query per kind of related row. */
async function summaries(tx: Database, schoolId: string, rows: readonly ClassRow[], accessOf: (row: ClassRow) => ClassAccessType): Promise<ClassSummary[]> {
  const people = await findPeople(tx, schoolId, rows.flatMap((row) => [row.teacherId, row.studentId].filter((id): id is string => !!id)));
  const groupIds = rows.map((row) => row.groupId).filter((id): id is string => !!id);
  const groupNames = await findGroupNames(tx, schoolId, groupIds);
  const students = await groupStudents(tx, schoolId, groupIds);
  const planNames = await findPlanNames(tx, schoolId, rows.map((row) => row.schoolPlanId).filter((id): id is string => !!id));
  const current = await currentClassLessons(tx, schoolId, rows.map((row) => row.id));
  const lessonRefs = new Map<string, LessonRef>();
  for (const classLesson of current.values()) {
    if (lessonRefs.has(classLesson.lessonId)) continue;
    const ref = await findLessonRef(tx, schoolId, classLesson.lessonId);
    if (ref) lessonRefs.set(classLesson.lessonId, ref);
  }
  return rows.map((row) => {
    const access = accessOf(row);
    const student = row.studentId ? person(people.get(row.studentId)) : null;
    const group = row.groupId && groupNames.has(row.groupId) ? { id: row.groupId, name: groupNames.get(row.groupId) ?? '' } : null;
    const lesson = current.get(row.id);
    const ref = lesson ? lessonRefs.get(lesson.lessonId) : undefined;
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      teacher: row.teacherId ? person(people.get(row.teacherId)) : null,
      schoolPlan: row.schoolPlanId && planNames.has(row.schoolPlanId) ? { id: row.schoolPlanId, name: planNames.get(row.schoolPlanId) ?? '' } : null,
      student,
      group,
      students: row.type === 'personal' ? (student ? [student] : []) : group ? (students.get(group.id) ?? []) : [],
      roomUrl: row.roomUrl,
      isReadOnly: access === 'admin',
      accessType: access,
      courseLesson: ref ? refOf(ref) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The lesson sections (homework last) of a lesson with their exercises as the caller gets them:
 * staff the full exercises; a student the student copies, without notes hidden from students and
 * without the exercises hidden in this class.
 */
export async function lessonSectionsFor(tx: Database, schoolId: string, auth: AuthContext, lessonId: string, hidden: ReadonlySet<string>) {
  const sectionRows = await listLessonSections(tx, schoolId, lessonId);
  const exerciseRows = await listExercisesOfLessonSections(
    tx,
    schoolId,
    sectionRows.map((row) => row.id),
  );
  const visible = auth.user.role === 'staff' ? exerciseRows : exerciseRows.filter((row) => !hidden.has(row.id));
  const presented = presentExercises(visible, auth);
  return sectionRows.map((section) => ({
    ...presentLessonSection(section),
    exercises: presented.filter((exercise) => exercise.lessonSectionId === section.id),
  }));
}

/** A class's current lesson id, or null. */
export async function currentLessonOf(tx: Database, schoolId: string, classId: string) {
  return (await currentClassLessons(tx, schoolId, [classId])).get(classId) ?? null;
}

export interface ClassesServiceOptions {
  clock?: Clock;
}

/** Classes (CLASSROOM.md "Classes"); who may call what is decided here from the caller's place in the class. */
export function createClassesService(app: FastifyInstance, options: ClassesServiceOptions = {}) {
  const inSchool = schoolScope(app.db);
  const clock = options.clock ?? systemClock;

  /** The referenced people, group and plan must be the school's and of the right kind (400 on the field). */
  async function checkReferences(tx: Database, schoolId: string, auth: AuthContext, input: ClassInputData, previousTeacherId: string | null): Promise<void> {
    if (!isAdmin(auth) && input.teacherId !== auth.user.id && input.teacherId !== previousTeacherId) {
      throw fieldError(403, 'teacherId', 'classroom.ownClassesOnly');
    }
    if (!(await isTeacher(tx, schoolId, input.teacherId))) throw fieldError(400, 'teacherId', 'classroom.teacherInvalid');
    if (input.studentId) {
      const student = await findUser(tx, schoolId, input.studentId);
      if (!student || student.role !== 'member') throw fieldError(400, 'studentId', 'classroom.studentInvalid');
    }
    if (input.groupId && !(await findGroup(tx, schoolId, input.groupId))) throw fieldError(400, 'groupId', 'admin.groupNotFound');
    if (input.schoolPlanId && (await findPlanNames(tx, schoolId, [input.schoolPlanId])).size === 0) {
      throw fieldError(400, 'schoolPlanId', 'admin.planNotFound');
    }
  }

  const fieldsOf = (input: ClassInputData) => ({
    name: input.name,
    type: input.type,
    teacherId: input.teacherId,
    studentId: input.type === 'personal' ? (input.studentId ?? null) : null,
    groupId: input.type === 'group' ? (input.groupId ?? null) : null,
    schoolPlanId: input.schoolPlanId ?? null,
  });

  /** The whole class object for the caller: with `lessonId` that lesson, else the attached one. */
  async function detail(tx: Database, schoolId: string, auth: AuthContext, row: ClassRow, access: ClassAccessType, lessonId?: string): Promise<ClassObject<AnyExercise>> {
    const [summary] = await summaries(tx, schoolId, [row], () => access);
    if (!summary) throw classNotFound();
    const current = await currentLessonOf(tx, schoolId, row.id);
    const wanted = lessonId ?? current?.lessonId ?? null;
    if (!wanted) return { ...summary, courseLesson: null };
    // A student opens the class's current lesson and what lesson access granted (a granted
    // section: only that section); anything else is closed (CLASSROOM.md "Lesson access").
    const view = access === 'student' ? await studentViewOf(tx, schoolId, row.id, wanted) : 'whole';
    if (!view) throw new AppError(403, 'access.notGranted');
    const ref = await findLessonRef(tx, schoolId, wanted);
    if (!ref) throw new AppError(404, 'structure.lessonNotFound', lessonId ? { lessonId: ['structure.lessonNotFound'] } : undefined);
    const hidden = new Set(await listHidden(tx, schoolId, row.id));
    const sections = await lessonSectionsFor(tx, schoolId, auth, ref.id, hidden);
    return { ...summary, courseLesson: { ...refOf(ref), sections: view === 'whole' ? sections : sections.filter((section) => view.has(section.id)) } };
  }

  const page = (query: ClassPageQueryData, total: number): PaginationMeta => ({ pagination: { total, page: query.page, limit: query.limit } });

  return {
    /** GET classes: the school's classes (admin-access, decided by the route). */
    list: (auth: AuthContext, query: ClassListQueryData): Promise<{ data: ClassSummary[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { rows, total } = await listClasses(tx, schoolId, query);
        const data = await summaries(tx, schoolId, rows, (row) => (row.teacherId === auth.user.id ? 'teacher' : 'admin'));
        return { data, meta: page(query, total) };
      }),

    /** GET classes/my: staff the classes they teach, a student the classes they are in. */
    mine: (auth: AuthContext, query: ClassListQueryData): Promise<{ data: ClassSummary[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const staff = auth.user.role === 'staff';
        const filter = staff ? { ...query, teacherId: auth.user.id } : { ...query, teacherId: undefined, memberId: auth.user.id };
        const { rows, total } = await listClasses(tx, schoolId, filter);
        const data = await summaries(tx, schoolId, rows, () => (staff ? 'teacher' : 'student'));
        return { data, meta: page(query, total) };
      }),

    /** GET users/{id}/classes (the user detail's tab; the route decides who may): taught by staff, attended by a student. */
    ofUser: (auth: AuthContext, userId: string, query: ClassPageQueryData): Promise<{ data: ClassSummary[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const user = await findUser(tx, schoolId, userId);
        if (!user) throw new AppError(404, 'admin.userNotFound');
        const filter = user.role === 'staff' ? { ...query, teacherId: user.id } : { ...query, memberId: user.id };
        const { rows, total } = await listClasses(tx, schoolId, filter);
        const data = await summaries(tx, schoolId, rows, (row) => (row.teacherId === auth.user.id ? 'teacher' : 'admin'));
        return { data, meta: page(query, total) };
      }),

    /** GET groups/{id}/classes (the group detail's tab): the group's group classes. */
    ofGroup: (auth: AuthContext, groupId: string, query: ClassPageQueryData): Promise<{ data: ClassSummary[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        if (!(await findGroup(tx, schoolId, groupId))) throw new AppError(404, 'admin.groupNotFound');
        const { rows, total } = await listClasses(tx, schoolId, { ...query, groupId });
        const data = await summaries(tx, schoolId, rows, (row) => (row.teacherId === auth.user.id ? 'teacher' : 'admin'));
        return { data, meta: page(query, total) };
      }),

    get: (auth: AuthContext, id: string, lessonId?: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await classFor(tx, schoolId, auth, id);
        return detail(tx, schoolId, auth, row, access, lessonId);
      }),

    /** Staff with teacher or admin-access (the route); a teacher without admin-access creates only classes they teach. */
    create: (auth: AuthContext, input: ClassInputData) =>
      inSchool(auth, async (tx, schoolId) => {
        await checkReferences(tx, schoolId, auth, input, null);
        const row = await insertClass(tx, schoolId, { ...fieldsOf(input), roomUrl: input.roomUrl ?? null });
        return detail(tx, schoolId, auth, row, row.teacherId === auth.user.id ? 'teacher' : 'admin');
      }),

    /** The whole class replaced (as every PUT); a room link left out stays as it is. */
    update: (auth: AuthContext, id: string, input: ClassInputData) =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await classFor(tx, schoolId, auth, id);
        requireManager(access);
        await checkReferences(tx, schoolId, auth, input, row.teacherId);
        await updateClass(tx, schoolId, id, { ...fieldsOf(input), ...(input.roomUrl !== undefined ? { roomUrl: input.roomUrl } : {}) });
        const updated = await findClass(tx, schoolId, id);
        if (!updated) throw classNotFound();
        const after = await accessTo(tx, schoolId, auth, updated);
        return detail(tx, schoolId, auth, updated, after ?? access);
      }),

    /** Its answers, comments, events and history go with it. */
    remove: (auth: AuthContext, id: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, id);
        requireManager(access);
        await deleteClass(tx, schoolId, id);
      }),

    setRoomUrl: (auth: AuthContext, id: string, roomUrl: string | null) =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await classFor(tx, schoolId, auth, id);
        requireManager(access);
        await updateClass(tx, schoolId, id, { roomUrl });
        return detail(tx, schoolId, auth, { ...row, roomUrl }, access);
      }),

    /**
     * Makes a lesson of the school (own courses or a library's) the class's current lesson and
     * adds it to the history; attaching the lesson already current changes nothing.
     */
    attachLesson: (auth: AuthContext, id: string, lessonId: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await classFor(tx, schoolId, auth, id);
        requireManager(access);
        const ref = await findLessonRef(tx, schoolId, lessonId);
        if (!ref) throw fieldError(404, 'lessonId', 'structure.lessonNotFound');
        const current = await currentLessonOf(tx, schoolId, id);
        if (current?.lessonId !== lessonId) {
          const attached = await insertClassLesson(tx, schoolId, id, lessonId);
          await updateClass(tx, schoolId, id, {});
          await appendEvent(tx, schoolId, id, 'lesson', { action: 'attached', lessonId, classLessonId: attached.id, completedAt: null });
        }
        return detail(tx, schoolId, auth, row, access);
      }),

    history: (auth: AuthContext, id: string): Promise<MaterialsHistoryItem[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await classFor(tx, schoolId, auth, id);
        const rows = await listHistory(tx, schoolId, id);
        return rows.map((row) => ({
          id: row.id,
          lessonId: row.lessonId,
          lessonName: row.lessonName,
          courseId: row.courseId,
          courseName: row.courseName,
          attachedAt: row.attachedAt.toISOString(),
          completedAt: row.completedAt ? row.completedAt.toISOString() : null,
        }));
      }),

    /**
     * Completes the current lesson and takes one lesson from each student's paid plan (a
     * `lessonCompleted` ledger entry), all in one transaction. Keyed by (class lesson, student):
     * a retry, a double click or another instance at once finds the key taken and charges nothing.
     * A student without lessons left is marked and named in `notCharged`.
     */
    completeLesson: (auth: AuthContext, id: string): Promise<LessonCompletion> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row, access } = await classFor(tx, schoolId, auth, id);
        requireManager(access);
        const current = await currentLessonOf(tx, schoolId, id);
        if (!current) throw new AppError(400, 'classroom.noLesson');
        const now = clock();
        const { completedAt, first } = await completeClassLesson(tx, schoolId, current.id, now);
        // The class's lesson in the calendar around now is this lesson: completed together, charged
        // once, by the event's keys (docs/decisions/schedule-charging.md).
        const [summary] = first ? await summaries(tx, schoolId, [row], () => access) : [];
        const linked = first ? await completeEventOfClassLesson(tx, schoolId, id, current.id, summary?.students ?? [], now) : null;
        if (linked) await replaceClassLessonCharges(tx, schoolId, current.id, linked);
        else if (first) {
          for (const student of summary?.students ?? []) {
            if (!(await claimCharge(tx, schoolId, current.id, student.id))) continue;
            for (const userPlanId of await chargeablePlans(tx, schoolId, student.id, now)) {
              const result = await applyOperation(tx, schoolId, userPlanId, { kind: 'charge' }, now);
              if (result && 'entry' in result) {
                await recordCharge(tx, schoolId, current.id, student.id, result.entry.id);
                break;
              }
            }
          }
        }
        const charges = await listCharges(tx, schoolId, current.id);
        const charged = charges.filter((charge) => charge.charged).map((charge) => charge.studentId).sort();
        const notCharged = charges.filter((charge) => !charge.charged).map((charge) => charge.studentId).sort();
        const completion: LessonCompletion = {
          classLessonId: current.id,
          lessonId: current.lessonId,
          completedAt: completedAt.toISOString(),
          charged,
          notCharged,
          alreadyCompleted: !first,
        };
        if (first) {
          await appendEvent(tx, schoolId, id, 'lesson', {
            action: 'completed',
            lessonId: current.lessonId,
            classLessonId: current.id,
            completedAt: completion.completedAt,
          });
        }
        return completion;
      }),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
export type { ClassInput };
