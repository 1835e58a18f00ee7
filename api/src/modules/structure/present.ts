import type { Lesson, LessonSection, Section } from '@school/shared/contracts';
import type { LessonSectionRow } from '../lesson-sections/index.js';
import type { LessonRow } from '../lessons/index.js';
import type { SectionRow } from '../sections/index.js';

export function presentLesson(row: LessonRow, courseId: string): Lesson {
  return {
    id: row.id,
    courseId,
    sectionId: row.sectionId,
    name: row.name,
    description: row.description,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSection(row: SectionRow, lessons: readonly LessonRow[]): Section {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    description: row.description,
    position: row.position,
    lessons: lessons.filter((lesson) => lesson.sectionId === row.id).map((lesson) => presentLesson(lesson, row.courseId)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentLessonSection(row: LessonSectionRow): LessonSection {
  return {
    id: row.id,
    lessonId: row.lessonId,
    position: row.position,
    isHomework: row.isHomework,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
