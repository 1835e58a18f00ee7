import type { FastifyInstance } from 'fastify';
import type { Exercise, StudentExercise } from '@school/exercises';
import {
  HOMEWORK_SENT_STATUS,
  sortLessonSections,
  type ClassAccessType,
  type DueHomework,
  type Homework,
  type HomeworkEventAction,
  type HomeworkLessonChoice,
  type HomeworkStatus,
  type HomeworkSummary,
  type HomeworkUserStatus,
  type PaginationMeta,
  type ReviewHomework,
} from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { schoolScope } from '../../lib/school-scope.js';
import { appendEvent, classFor, findPeople, groupStudents, type ClassRow, type Person } from '../classes/index.js';
import { listExercisesOfLessonSections, presentExercises } from '../exercises/index.js';
import { listLessonSections } from '../lesson-sections/index.js';
import {
  addHomeworkExercises,
  classLessonChoices,
  countHomeworkExercises,
  deleteHomework,
  effectiveStatuses,
  exercisesOfClassLessons,
  findHomework,
  homeworkExerciseEntries,
  homeworkOfMember,
  homeworkSentToTeacher,
  insertHomework,
  listHomework,
  nextHomeworkNumber,
  removeHomeworkExercise,
  storeStatus,
  type EffectiveStatus,
} from './homework.repository.js';
import type { HomeworkRow } from './homework.table.js';

type AnyExercise = Exercise | StudentExercise;

/** How many homework GET homework/due lists at most (a landing page's worth). */
const DUE_LIMIT = 50;

export const homeworkNotFound = () => new AppError(404, 'homework.notFound');

/** Managing homework (create, change, delete, set statuses): the class's teacher or a school administrator. */
function requireStaff(access: ClassAccessType): void {
  if (access === 'student') throw forbidden();
}

/** The students of a class now: its personal student, or its group's members. */
async function classStudents(tx: Database, schoolId: string, row: ClassRow): Promise<Person[]> {
  if (row.type === 'personal') {
    if (!row.studentId) return [];
    const person = (await findPeople(tx, schoolId, [row.studentId])).get(row.studentId);
    return person ? [person] : [];
  }
  return row.groupId ? ((await groupStudents(tx, schoolId, [row.groupId])).get(row.groupId) ?? []) : [];
}

/**
 * The overall status staff see: 2 (needs review) when any student sent it to check, else the
 * lowest status of the students (0 with no students), so what waits for the teacher stands out.
 */
function overallStatus(statuses: readonly HomeworkStatus[]): HomeworkStatus {
  if (statuses.includes(HOMEWORK_SENT_STATUS)) return HOMEWORK_SENT_STATUS;
  return statuses.length === 0 ? 0 : (Math.min(...statuses) as HomeworkStatus);
}

/** Homework of a class (CLASSROOM.md "Homework"); who may call what is decided from the caller's place in the class. */
export function createHomeworkService(app: FastifyInstance, options: { clock?: Clock } = {}) {
  const inSchool = schoolScope(app.db);
  const clock = options.clock ?? systemClock;

  /** Whose statuses the caller sees: staff every student of the class now, a student their own. */
  async function audience(tx: Database, schoolId: string, auth: AuthContext, row: ClassRow, access: ClassAccessType): Promise<Person[]> {
    const students = await classStudents(tx, schoolId, row);
    if (access !== 'student') return students;
    const self = students.find((student) => student.id === auth.user.id);
    return self ? [self] : [];
  }

  /** The fields every form of a homework has, from the statuses of the people the caller sees. */
  function statusFields(access: ClassAccessType, people: readonly Person[], statuses: readonly EffectiveStatus[], homeworkId: string) {
    const userStatuses: HomeworkUserStatus[] = people.map((person) => {
      const found = statuses.find((status) => status.homeworkId === homeworkId && status.userId === person.id);
      return {
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        status: found?.status ?? 0,
        updatedAt: found?.updatedAt ? found.updatedAt.toISOString() : null,
      };
    });
    const own = access === 'student' ? (userStatuses[0]?.status ?? 0) : null;
    return { status: own ?? overallStatus(userStatuses.map((entry) => entry.status)), userStatuses, currentUserStatus: own };
  }

  /** The homework read alone, as the caller may see it. */
  async function present(tx: Database, schoolId: string, auth: AuthContext, classRow: ClassRow, access: ClassAccessType, row: HomeworkRow): Promise<Homework<AnyExercise>> {
    const people = await audience(tx, schoolId, auth, classRow, access);
    const statuses = await effectiveStatuses(
      tx,
      schoolId,
      [row.id],
      people.map((person) => person.id),
    );
    const entries = await homeworkExerciseEntries(tx, schoolId, row.id);
    // Staff get whole exercises, a student the student copies (never a key, never a note hidden from students).
    const presented = new Map(presentExercises(entries.map((entry) => entry.exercise), auth).map((exercise) => [exercise.id, exercise]));
    return {
      id: row.id,
      classId: row.classId,
      number: row.number,
      ...statusFields(access, people, statuses, row.id),
      createdAt: row.createdAt.toISOString(),
      exercises: entries.flatMap(({ exercise: _row, position: _position, ...entry }) => {
        const exercise = presented.get(entry.exerciseId);
        return exercise ? [{ ...entry, exercise }] : [];
      }),
    };
  }

  /** The homework of this class, or 404 (another class's homework is not found here). */
  async function homeworkOf(tx: Database, schoolId: string, classId: string, homeworkId: string, lock = false): Promise<HomeworkRow> {
    const row = await findHomework(tx, schoolId, classId, homeworkId, lock);
    if (!row) throw homeworkNotFound();
    return row;
  }

  /** Every exercise must be in a lesson the class has had (400 on `field` otherwise). */
  async function checkExercises(tx: Database, schoolId: string, classId: string, exerciseIds: readonly string[], field: string): Promise<void> {
    const known = await exercisesOfClassLessons(tx, schoolId, classId, exerciseIds);
    if (exerciseIds.some((id) => !known.has(id))) throw fieldError(400, field, 'homework.exerciseNotInClass');
  }

  const event = (tx: Database, schoolId: string, row: HomeworkRow, action: HomeworkEventAction, status?: { userId: string; status: HomeworkStatus }) =>
    appendEvent(tx, schoolId, row.classId, 'homework', { action, homeworkId: row.id, number: row.number, ...(status ?? {}) }, status ? [status.userId] : null);

  /** Stores the status and tells the class when it changed (the student concerned, and staff). */
  async function setStatus(tx: Database, schoolId: string, auth: AuthContext, row: HomeworkRow, userId: string, status: HomeworkStatus): Promise<void> {
    const [before] = await effectiveStatuses(tx, schoolId, [row.id], [userId]);
    await storeStatus(tx, { schoolId, homeworkId: row.id, userId, status, updatedBy: auth.user.id, updatedAt: clock() });
    if (before?.status !== status) await event(tx, schoolId, row, 'status', { userId, status });
  }

  return {
    /** GET: a page of the class's homework, newest first; anyone with a place in the class. */
    list: (auth: AuthContext, classId: string, paging: { page: number; limit: number }): Promise<{ data: HomeworkSummary[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        const { rows, total } = await listHomework(tx, schoolId, classId, paging);
        const people = await audience(tx, schoolId, auth, classRow, access);
        const statuses = await effectiveStatuses(
          tx,
          schoolId,
          rows.map((row) => row.id),
          people.map((person) => person.id),
        );
        const data = rows.map((row) => ({
          id: row.id,
          classId: row.classId,
          number: row.number,
          ...statusFields(access, people, statuses, row.id),
          createdAt: row.createdAt.toISOString(),
          exerciseCount: row.exerciseCount,
        }));
        return { data, meta: { pagination: { total, page: paging.page, limit: paging.limit } } };
      }),

    get: (auth: AuthContext, classId: string, homeworkId: string): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        return present(tx, schoolId, auth, classRow, access, await homeworkOf(tx, schoolId, classId, homeworkId));
      }),

    /** The class's next number, the exercises in the order chosen. */
    create: (auth: AuthContext, classId: string, exerciseIds: readonly string[]): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        await checkExercises(tx, schoolId, classId, exerciseIds, 'exerciseIds');
        const number = await nextHomeworkNumber(tx, schoolId, classId);
        const row = await insertHomework(tx, { schoolId, classId, number, createdBy: auth.user.id, createdAt: clock() });
        await addHomeworkExercises(tx, schoolId, row, exerciseIds, clock());
        await event(tx, schoolId, row, 'created');
        return present(tx, schoolId, auth, classRow, access, row);
      }),

    /** Its exercises and statuses go with it; answers stay (they are the class's). */
    remove: (auth: AuthContext, classId: string, homeworkId: string): Promise<void> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        const row = await homeworkOf(tx, schoolId, classId, homeworkId, true);
        await deleteHomework(tx, schoolId, row.id);
        await event(tx, schoolId, row, 'deleted');
      }),

    addExercise: (auth: AuthContext, classId: string, homeworkId: string, exerciseId: string): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        const row = await homeworkOf(tx, schoolId, classId, homeworkId, true);
        await checkExercises(tx, schoolId, classId, [exerciseId], 'exerciseId');
        const added = await addHomeworkExercises(tx, schoolId, row, [exerciseId], clock());
        if (added.length === 0) throw fieldError(400, 'exerciseId', 'homework.alreadyInHomework');
        await event(tx, schoolId, row, 'exercises');
        return present(tx, schoolId, auth, classRow, access, row);
      }),

    /** The last exercise stays: a homework has at least one (delete the homework instead). */
    removeExercise: (auth: AuthContext, classId: string, homeworkId: string, exerciseId: string): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        // Locked: two removals at once cannot both see two exercises and leave none.
        const row = await homeworkOf(tx, schoolId, classId, homeworkId, true);
        if (!(await removeHomeworkExercise(tx, schoolId, row.id, exerciseId))) throw new AppError(404, 'homework.exerciseNotInHomework');
        if ((await countHomeworkExercises(tx, schoolId, row.id)) === 0) throw new AppError(400, 'homework.lastExercise');
        await event(tx, schoolId, row, 'exercises');
        return present(tx, schoolId, auth, classRow, access, row);
      }),

    /** A student of the class sends it to check: their status becomes 2. */
    sendToCheck: (auth: AuthContext, classId: string, homeworkId: string): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        if (access !== 'student') throw new AppError(403, 'homework.staffCannotSend');
        const row = await homeworkOf(tx, schoolId, classId, homeworkId, true);
        await setStatus(tx, schoolId, auth, row, auth.user.id, HOMEWORK_SENT_STATUS);
        return present(tx, schoolId, auth, classRow, access, row);
      }),

    /** Staff of the class give any student of it any status. */
    setStatus: (auth: AuthContext, classId: string, homeworkId: string, input: { userId: string; status: HomeworkStatus }): Promise<Homework<AnyExercise>> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row: classRow, access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        const row = await homeworkOf(tx, schoolId, classId, homeworkId, true);
        const students = await classStudents(tx, schoolId, classRow);
        if (!students.some((student) => student.id === input.userId)) throw fieldError(400, 'userId', 'homework.studentNotInClass');
        await setStatus(tx, schoolId, auth, row, input.userId, input.status);
        return present(tx, schoolId, auth, classRow, access, row);
      }),

    /** The exercise picker: the lessons the class has had, newest first, homework sections first in each. */
    choices: (auth: AuthContext, classId: string): Promise<HomeworkLessonChoice[]> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        requireStaff(access);
        const lessons = await classLessonChoices(tx, schoolId, classId);
        const result: HomeworkLessonChoice[] = [];
        for (const [index, lesson] of lessons.entries()) {
          const sectionRows = sortLessonSections(await listLessonSections(tx, schoolId, lesson.lessonId));
          // Homework sections first (spec: the picker offers them before the rest), the others by position.
          const ordered = [...sectionRows.filter((section) => section.isHomework), ...sectionRows.filter((section) => !section.isHomework)];
          const exerciseRows = await listExercisesOfLessonSections(
            tx,
            schoolId,
            ordered.map((section) => section.id),
          );
          result.push({
            lessonId: lesson.lessonId,
            lessonName: lesson.lessonName,
            courseId: lesson.courseId,
            courseName: lesson.courseName,
            isCurrent: index === 0,
            sections: ordered.map((section) => ({
              id: section.id,
              position: section.position,
              isHomework: section.isHomework,
              exercises: exerciseRows
                .filter((exercise) => exercise.lessonSectionId === section.id)
                .map((exercise) => ({ id: exercise.id, type: exercise.type, title: exercise.title, position: exercise.position })),
            })),
          });
        }
        return result;
      }),

    /** A student's homework not yet sent or done, across their classes; staff have none. */
    due: (auth: AuthContext): Promise<DueHomework[]> =>
      inSchool(auth, async (tx, schoolId) => {
        if (auth.user.role !== 'member') return [];
        const rows = await homeworkOfMember(tx, schoolId, auth.user.id, DUE_LIMIT);
        const statuses = await effectiveStatuses(
          tx,
          schoolId,
          rows.map((row) => row.homeworkId),
          [auth.user.id],
        );
        const statusOf = new Map(statuses.map((status) => [status.homeworkId, status.status]));
        return rows.flatMap((row) => {
          const status = statusOf.get(row.homeworkId) ?? 0;
          if (status >= HOMEWORK_SENT_STATUS) return [];
          return [{ ...row, status, createdAt: new Date(row.createdAt).toISOString() }];
        });
      }),

    /**
     * Homework that students of the caller's classes have sent to check, grouped per homework, the
     * longest waiting first. Who may ask is the route's rule (staff with teacher or admin-access);
     * an administrator sees the classes they teach, like a teacher: review is the class teacher's.
     */
    toReview: (auth: AuthContext, limit: number): Promise<ReviewHomework[]> =>
      inSchool(auth, async (tx, schoolId) => {
        const rows = await homeworkSentToTeacher(tx, schoolId, auth.user.id, limit);
        const byHomework = new Map<string, ReviewHomework>();
        for (const row of rows) {
          const sentAt = new Date(row.sentAt).toISOString();
          let entry = byHomework.get(row.homeworkId);
          if (!entry) {
            entry = { classId: row.classId, className: row.className, homeworkId: row.homeworkId, number: row.number, students: [], sentAt };
            byHomework.set(row.homeworkId, entry);
          }
          entry.students.push({ userId: row.userId, firstName: row.firstName, lastName: row.lastName, sentAt });
        }
        return [...byHomework.values()];
      }),
  };

}

export type HomeworkService = ReturnType<typeof createHomeworkService>;
