import type { FastifyInstance } from 'fastify';
import type { AccessStatus, AccessStatusQuery, ClassAccessType, OpenMaterials } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { schoolScope } from '../../lib/school-scope.js';
import { appendEvent, findLessonRef, groupStudents } from './classes.repository.js';
import { classFor } from './classes.service.js';
import type { ClassRow } from './classes.table.js';
import {
  findLessonSectionRef,
  grantedSectionsOfLesson,
  grantLesson,
  grantSection,
  isLessonGranted,
  listOpenLessons,
  revokeLesson,
  revokeSection,
} from './lesson-access.repository.js';

const lessonNotFound = () => fieldError(404, 'lessonId', 'structure.lessonNotFound');
const sectionNotFound = () => fieldError(404, 'sectionId', 'structure.lessonSectionNotFound');

/** Managing access: the class's teacher or a school administrator (spec 02 §6 "Only teachers can manage access"). */
function requireManager(access: ClassAccessType): void {
  if (access === 'student') throw new AppError(403, 'access.teacherOnly');
}

/** Whether the class has a student now (a personal class its student, a group class its group's members). */
async function hasStudents(tx: Database, schoolId: string, row: ClassRow): Promise<boolean> {
  if (row.type === 'personal') return row.studentId !== null;
  if (!row.groupId) return false;
  return ((await groupStudents(tx, schoolId, [row.groupId])).get(row.groupId)?.length ?? 0) > 0;
}

/** The status of a lesson and a section in a class (false for what is not asked). */
async function statusOf(tx: Database, schoolId: string, classId: string, query: AccessStatusQuery): Promise<AccessStatus> {
  let lessonAccess = false;
  let sectionAccess = false;
  if (query.lessonId) {
    if (!(await findLessonRef(tx, schoolId, query.lessonId))) throw lessonNotFound();
    lessonAccess = await isLessonGranted(tx, schoolId, classId, query.lessonId);
  }
  if (query.sectionId) {
    const section = await findLessonSectionRef(tx, schoolId, query.sectionId);
    if (!section) throw sectionNotFound();
    sectionAccess =
      (await isLessonGranted(tx, schoolId, classId, section.lessonId)) ||
      (await grantedSectionsOfLesson(tx, schoolId, classId, section.lessonId)).includes(section.id);
  }
  return { lessonAccess, sectionAccess };
}

/** Lesson and section access of a class (CLASSROOM.md "Lesson access"; docs/decisions/lesson-access.md). */
export function createLessonAccessService(app: FastifyInstance) {
  const inSchool = schoolScope(app.db);

  /** The class for a manager, 404 before 403 (a class not yours does not exist for you). */
  async function managed(tx: Database, schoolId: string, auth: AuthContext, classId: string): Promise<ClassRow> {
    const { row, access } = await classFor(tx, schoolId, auth, classId);
    requireManager(access);
    return row;
  }

  return {
    grantLesson: (auth: AuthContext, classId: string, lessonId: string): Promise<AccessStatus> =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await managed(tx, schoolId, auth, classId);
        if (!(await findLessonRef(tx, schoolId, lessonId))) throw lessonNotFound();
        if (!(await hasStudents(tx, schoolId, row))) throw new AppError(400, 'access.noStudents');
        if (await grantLesson(tx, schoolId, classId, lessonId, auth.user.id)) {
          await appendEvent(tx, schoolId, classId, 'access', { lessonId, sectionId: null, granted: true });
        }
        return { lessonAccess: true, sectionAccess: false };
      }),

    revokeLesson: (auth: AuthContext, classId: string, lessonId: string): Promise<AccessStatus> =>
      inSchool(auth, async (tx, schoolId) => {
        await managed(tx, schoolId, auth, classId);
        if (!(await findLessonRef(tx, schoolId, lessonId))) throw lessonNotFound();
        if (await revokeLesson(tx, schoolId, classId, lessonId)) {
          await appendEvent(tx, schoolId, classId, 'access', { lessonId, sectionId: null, granted: false });
        }
        return { lessonAccess: false, sectionAccess: false };
      }),

    grantSection: (auth: AuthContext, classId: string, sectionId: string): Promise<AccessStatus> =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await managed(tx, schoolId, auth, classId);
        const section = await findLessonSectionRef(tx, schoolId, sectionId);
        if (!section) throw sectionNotFound();
        if (!(await hasStudents(tx, schoolId, row))) throw new AppError(400, 'access.noStudents');
        if (await grantSection(tx, schoolId, classId, sectionId, auth.user.id)) {
          await appendEvent(tx, schoolId, classId, 'access', { lessonId: section.lessonId, sectionId, granted: true });
        }
        return statusOf(tx, schoolId, classId, { lessonId: section.lessonId, sectionId });
      }),

    revokeSection: (auth: AuthContext, classId: string, sectionId: string): Promise<AccessStatus> =>
      inSchool(auth, async (tx, schoolId) => {
        await managed(tx, schoolId, auth, classId);
        const section = await findLessonSectionRef(tx, schoolId, sectionId);
        if (!section) throw sectionNotFound();
        if (await revokeSection(tx, schoolId, classId, sectionId)) {
          await appendEvent(tx, schoolId, classId, 'access', { lessonId: section.lessonId, sectionId, granted: false });
        }
        return statusOf(tx, schoolId, classId, { lessonId: section.lessonId, sectionId });
      }),

    /** The teacher's (or an administrator's) view of what a lesson and a section have open. */
    status: (auth: AuthContext, classId: string, query: AccessStatusQuery): Promise<AccessStatus> =>
      inSchool(auth, async (tx, schoolId) => {
        await managed(tx, schoolId, auth, classId);
        return statusOf(tx, schoolId, classId, query);
      }),

    /** Every lesson open through a grant: what a student's class page links to, and the teacher's list. */
    open: (auth: AuthContext, classId: string): Promise<OpenMaterials> =>
      inSchool(auth, async (tx, schoolId) => {
        await classFor(tx, schoolId, auth, classId);
        return listOpenLessons(tx, schoolId, classId);
      }),
  };
}
