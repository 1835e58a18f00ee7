import type { Lesson, Section } from '@school/shared/contracts';

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A lesson as the server lists it inside its section (test fixture; ids are valid UUIDs). */
export function aLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: nextId('30000000'),
    courseId: '10000000-0000-4000-8000-000000000000',
    sectionId: '20000000-0000-4000-8000-000000000000',
    name: `Lesson ${counter}`,
    description: '',
    position: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A section with its lessons; the lessons are given this section's id and course. */
export function aSection(overrides: Partial<Section> = {}): Section {
  const id = overrides.id ?? nextId('20000000');
  const courseId = overrides.courseId ?? '10000000-0000-4000-8000-000000000000';
  return {
    id,
    courseId,
    name: `Section ${counter}`,
    description: '',
    position: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
    lessons: (overrides.lessons ?? []).map((lesson) => ({ ...lesson, sectionId: id, courseId })),
  };
}
