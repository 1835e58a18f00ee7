import { useTranslation, type Course } from '@school/shared';
import type { Section } from '@school/shared/contracts';
import { courseKeys, useWrite, type QueryKey } from '@school/shared/query';
import { reorderItems } from '../../../lib/order';
import { courseApi, lessonsApi, sectionsApi } from '../api/structure-api';

/** Which write a toast is about: `course.toast.<subject>.<event>` in the locales. */
export type Subject = 'section' | 'lesson';
export type WriteEvent = 'create' | 'update' | 'delete' | 'duplicate' | 'copy' | 'move';
const SUCCESS: Record<WriteEvent, string> = { create: 'created', update: 'updated', delete: 'deleted', duplicate: 'duplicated', copy: 'copied', move: 'moved' };

export interface StructureWrite {
  subject: Subject;
  event: WriteEvent;
  call: () => Promise<unknown>;
  /** Other reads the write changes, e.g. the sections of the course a copy went to. */
  alsoChanges?: readonly QueryKey[];
}

/**
 * Every write of the course page (spec 02 §4, §7) through the one write helper: a toast named
 * after the subject and event, and the course's sections read again.
 */
export function useCourseWrites(courseId: string) {
  const { t } = useTranslation('content');
  const sectionsKey = courseKeys.sections(courseId);

  const structure = useWrite({
    write: ({ call }: StructureWrite) => call(),
    success: (_result, { subject, event }) => t(`course.toast.${subject}.${SUCCESS[event]}`),
    failure: ({ subject, event }) => t(`course.toast.${subject}.${event}Error`),
    invalidates: ({ alsoChanges = [] }) => [sectionsKey, ...alsoChanges],
  });

  // Optimistic (spec 02 §4): shown at once, renumbered and re-sorted, then saved; rolled back and
  // read again on failure, so the screen shows what the server kept.
  const reorderSections = useWrite({
    write: (next: Section[]) => sectionsApi.reorder(courseId, reorderItems(next)),
    failure: t('course.reorder.sectionsError'),
    optimistic: { queryKey: sectionsKey, update: (_current: Section[], next: Section[]) => next },
  });

  const reorderLessons = useWrite({
    write: ({ section, lessons }: { section: Section; lessons: Section['lessons'] }) => lessonsApi.reorder(courseId, section.id, reorderItems(lessons)),
    failure: t('course.reorder.lessonsError'),
    optimistic: {
      queryKey: sectionsKey,
      update: (current: Section[], { section, lessons }) => current.map((item) => (item.id === section.id ? { ...item, lessons } : item)),
    },
  });

  /** A library course copied into own courses ("copy to my courses"). */
  const copyToMine = useWrite({
    write: (course: Course) => courseApi.duplicate(course.id),
    success: (copy) => t('course.toast.courseCopied', { name: copy.name }),
    failure: t('course.toast.courseCopyError'),
    invalidates: [courseKeys.lists()],
  });

  return { structure, reorderSections, reorderLessons, copyToMine };
}

export type CourseWrites = ReturnType<typeof useCourseWrites>;
