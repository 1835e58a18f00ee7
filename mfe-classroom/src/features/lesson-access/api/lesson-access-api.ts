import { api } from '@school/shared';
import { classKeys, httpRead, queryOptions } from '@school/shared/query';
import type { AccessStatus, OpenMaterials } from '@school/shared/contracts';

/**
 * Lesson access of a class (spec 02 §7; CLASSROOM.md "Lesson access"). Every key lies under the
 * class's detail key, so an `access` live event (which re-reads the class) refreshes them too.
 */
export const accessKeys = {
  open: (classId: string) => [...classKeys.detail(classId), 'access', 'open'] as const,
  status: (classId: string, lessonId: string, sectionId: string | null) => [...classKeys.access(classId, lessonId), sectionId ?? ''] as const,
};

export const accessQueries = {
  /** Every lesson open through a grant (whole or some sections): the teacher's marks, the student's links. */
  open: (classId: string) => queryOptions({ queryKey: accessKeys.open(classId), queryFn: httpRead<OpenMaterials>(`classes/${classId}/access`) }),
  /** Whether a lesson, and one of its sections, is open (the class's teacher or an administrator). */
  status: (classId: string, lessonId: string, sectionId: string | null) =>
    queryOptions({
      queryKey: accessKeys.status(classId, lessonId, sectionId),
      queryFn: httpRead<AccessStatus>(`classes/${classId}/access-status`, sectionId ? { lessonId, sectionId } : { lessonId }),
    }),
};

/** What a grant or revoke names: a whole lesson or one lesson section. */
export type AccessTarget = { kind: 'lesson'; id: string; name: string } | { kind: 'section'; id: string; name: string };

export const accessWrites = {
  grant: (classId: string, target: AccessTarget) =>
    target.kind === 'lesson'
      ? api.post<AccessStatus>(`classes/${classId}/lesson-access`, { lessonId: target.id })
      : api.post<AccessStatus>(`classes/${classId}/section-access`, { sectionId: target.id }),
  revoke: (classId: string, target: AccessTarget) =>
    target.kind === 'lesson' ? api.delete<AccessStatus>(`classes/${classId}/lesson-access/${target.id}`) : api.delete<AccessStatus>(`classes/${classId}/section-access/${target.id}`),
};
