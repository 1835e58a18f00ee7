import type { Course } from '@school/shared';
import type { Section } from '@school/shared/contracts';
import type { ClassDetail } from '../api/class-queries';
import type { ClassSummary } from '../lib/classroom-contracts';
import { STUDENT_ID, TEACHER_ID } from './session';

let counter = 0;

/** A class as the API sends it (shared/design/CLASSROOM.md); ids are valid UUIDs. */
export function aClass(overrides: Partial<ClassSummary> = {}): ClassSummary {
  counter += 1;
  return {
    id: `40000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Class ${counter}`,
    type: 'personal',
    teacher: { id: TEACHER_ID, firstName: 'Taras', lastName: 'Teacher' },
    schoolPlan: null,
    student: { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
    group: null,
    students: [{ id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' }],
    roomUrl: null,
    isReadOnly: false,
    accessType: 'teacher',
    courseLesson: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A paged answer: `{ data, meta: { pagination } }`. */
export function paged<T>(rows: T[], { total = rows.length, page = 1, limit = 10 } = {}) {
  return { data: rows, meta: { pagination: { total, page, limit } } };
}

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A class as GET classes/{id} sends it, with no lesson unless given. */
export function aClassDetail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  const { courseLesson: _summaryLesson, ...summary } = aClass();
  return { ...summary, courseLesson: null, ...overrides };
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  counter += 1;
  return {
    id: uuid('50000000', counter),
    name: `Course ${counter}`,
    description: '',
    image: null,
    courseLanguage: 'en',
    teachingLanguage: 'uk',
    level: 'b1',
    type: 'own',
    position: counter,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A section of a course with lessons of these names. */
export function aSection(courseId: string, name: string, lessons: string[], position = 0): Section {
  counter += 1;
  const sectionId = uuid('60000000', counter);
  return {
    id: sectionId,
    courseId,
    name,
    description: '',
    position,
    lessons: lessons.map((lesson, index) => {
      counter += 1;
      return { id: uuid('70000000', counter), courseId, sectionId, name: lesson, description: '', position: index, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' };
    }),
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
  };
}

export const STAMP = '2026-03-01T09:00:00.000Z';

/** A true/false exercise as a student's copy carries it (no `correct` flags). */
export function aTrueFalse(n: number, lessonSectionId: string) {
  return {
    id: uuid('80000000', n),
    lessonSectionId,
    position: n,
    type: 'true_false' as const,
    title: `Statements ${n}`,
    instruction: 'True or false?',
    items: [{ statement: `Kyiv is a city (${n})` }, { statement: `Water is dry (${n})` }],
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

/** A lesson section of a class's lesson with these exercises. */
export function aClassSection(n: number, exercises: ReturnType<typeof aTrueFalse>[], isHomework = false) {
  return { id: uuid('90000000', n), lessonId: uuid('a0000000', 1), position: n, isHomework, createdAt: STAMP, updatedAt: STAMP, exercises };
}
