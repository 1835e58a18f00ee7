import type { DueHomework, HomeworkLessonChoice, HomeworkSummary, HomeworkUserStatus } from '@school/shared/contracts';
import type { HomeworkDetail } from '../features/homework/api/homework-api';
import { aTrueFalse, STAMP } from './classes';
import { STUDENT_ID } from './session';

export const OTHER_STUDENT = '00000000-0000-4000-8000-00000000000c';
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const LESSON_ID = uuid('a0000000', 1);
export const COURSE_ID = uuid('50000000', 1);
export const HOMEWORK_SECTION_ID = uuid('90000000', 0);
export const LESSON_SECTION_ID = uuid('90000000', 1);

export function aStatus(userId: string, status: HomeworkUserStatus['status'], firstName = userId === STUDENT_ID ? 'Sofia' : 'Petro', lastName = userId === STUDENT_ID ? 'Student' : 'Pupil'): HomeworkUserStatus {
  return { userId, firstName, lastName, status, updatedAt: status === 0 ? null : STAMP };
}

/** A homework summary as GET classes/{id}/homework lists it. */
export function aHomeworkSummary(classId: string, n: number, overrides: Partial<HomeworkSummary> = {}): HomeworkSummary {
  return {
    id: uuid('b0000000', n),
    classId,
    number: n,
    status: 0,
    userStatuses: [aStatus(STUDENT_ID, 0)],
    currentUserStatus: null,
    createdAt: STAMP,
    exerciseCount: 2,
    ...overrides,
  };
}

/** A homework of two true/false exercises (the second from the lesson's homework section). */
export function aHomework(classId: string, overrides: Partial<HomeworkDetail> = {}): HomeworkDetail {
  const first = aTrueFalse(1, LESSON_SECTION_ID);
  const second = aTrueFalse(2, HOMEWORK_SECTION_ID);
  const source = { lessonId: LESSON_ID, lessonName: 'Present simple', courseId: COURSE_ID, courseName: 'English B1' };
  return {
    id: uuid('b0000000', 1),
    classId,
    number: 1,
    status: 0,
    userStatuses: [aStatus(STUDENT_ID, 0)],
    currentUserStatus: null,
    createdAt: STAMP,
    exercises: [
      { exerciseId: first.id, ...source, lessonSectionId: LESSON_SECTION_ID, isHomeworkSection: false, exercise: first },
      { exerciseId: second.id, ...source, lessonSectionId: HOMEWORK_SECTION_ID, isHomeworkSection: true, exercise: second },
    ],
    ...overrides,
  } as HomeworkDetail;
}

/** The picker's choices: one lesson, its homework section first. */
export function someChoices(): HomeworkLessonChoice[] {
  const exercise = (n: number, title: string) => ({ id: uuid('80000000', n), type: 'true_false', title, position: n });
  return [
    {
      lessonId: LESSON_ID,
      lessonName: 'Present simple',
      courseId: COURSE_ID,
      courseName: 'English B1',
      isCurrent: true,
      sections: [
        { id: HOMEWORK_SECTION_ID, position: 2, isHomework: true, exercises: [exercise(3, 'Homework statements')] },
        { id: LESSON_SECTION_ID, position: 1, isHomework: false, exercises: [exercise(1, 'Statements 1'), exercise(2, 'Statements 2')] },
      ],
    },
  ];
}

export function aDue(classId: string, className: string, number: number, overrides: Partial<DueHomework> = {}): DueHomework {
  return { classId, className, homeworkId: uuid('b0000000', number), number, status: 0, exerciseCount: 2, createdAt: STAMP, ...overrides };
}
