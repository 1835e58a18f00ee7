import type { Course } from '@school/shared';

let counter = 0;

/** A course as the server sends it; ids are valid UUIDs so contracts accept them. */
export function aCourse(overrides: Partial<Course> = {}): Course {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `10000000-0000-4000-8000-${suffix}`,
    name: `Course ${counter}`,
    description: '',
    image: null,
    courseLanguage: 'uk',
    teachingLanguage: 'en',
    level: 'a1',
    type: 'own',
    position: counter,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T10:30:00.000Z',
    ...overrides,
  };
}
