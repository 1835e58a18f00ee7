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
