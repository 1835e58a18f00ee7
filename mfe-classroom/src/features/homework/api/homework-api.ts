import { api, type Paged } from '@school/shared';
import { classKeys, httpRead, keepPreviousData, queryOptions } from '@school/shared/query';
import type { DueHomework, Homework, HomeworkLessonChoice, HomeworkStatus, HomeworkSummary } from '@school/shared/contracts';
import type { ClassExercise } from '../../../api/class-queries';

/** Spec 02 §7: homework lists are paged by 10. */
export const HOMEWORK_PAGE_SIZE = 10;

/** A homework as read alone: its exercises as the class gives them (a member: student copies). */
export type HomeworkDetail = Homework<ClassExercise>;
export type HomeworkPage = Paged<HomeworkSummary>;

/**
 * The homework reads' keys, under the class (docs/decisions/homework-ui.md). Everything that a
 * `homework` event of the class's stream can change lies under `classKeys.homework(classId)`, so
 * the classroom's event routes mark it stale with one key. The picker's choices follow the class's
 * lessons, so they lie under the class itself (a `lesson` event re-reads them). The due list
 * belongs to the signed-in member, beside their own classes.
 */
export const homeworkKeys = {
  all: (classId: string) => classKeys.homework(classId),
  lists: (classId: string) => [...classKeys.homework(classId), 'list'] as const,
  list: (classId: string, page: number) => [...classKeys.homework(classId), 'list', { page }] as const,
  detail: (classId: string, homeworkId: string) => [...classKeys.homework(classId), 'detail', homeworkId] as const,
  choices: (classId: string) => [...classKeys.detail(classId), 'homework-choices'] as const,
  due: () => [...classKeys.mine(), 'homework-due'] as const,
};

const base = (classId: string) => `classes/${classId}/homework`;

/** The homework reads of spec 02 §7 (shared/design/CLASSROOM.md "Homework"). */
export const homeworkQueries = {
  list: (classId: string, page: number) =>
    queryOptions({
      queryKey: homeworkKeys.list(classId, page),
      queryFn: ({ signal }) => api.getPaged<HomeworkSummary>(base(classId), { params: { page, limit: HOMEWORK_PAGE_SIZE }, signal }),
      // The rows shown stay while the next page loads.
      placeholderData: keepPreviousData,
    }),
  detail: (classId: string, homeworkId: string) =>
    queryOptions({ queryKey: homeworkKeys.detail(classId, homeworkId), queryFn: httpRead<HomeworkDetail>(`${base(classId)}/${homeworkId}`) }),
  choices: (classId: string) => queryOptions({ queryKey: homeworkKeys.choices(classId), queryFn: httpRead<HomeworkLessonChoice[]>(`${base(classId)}/choices`) }),
  due: () => queryOptions({ queryKey: homeworkKeys.due(), queryFn: httpRead<DueHomework[]>('homework/due') }),
};

/** The homework writes; who may make them is the API's rule (the pages offer them to whom it allows). */
export const homeworkWrites = {
  create: (classId: string, exerciseIds: string[]) => api.post<HomeworkDetail>(base(classId), { exerciseIds }),
  remove: (classId: string, homeworkId: string) => api.delete(`${base(classId)}/${homeworkId}`),
  addExercise: (classId: string, homeworkId: string, exerciseId: string) => api.post<HomeworkDetail>(`${base(classId)}/${homeworkId}/exercises`, { exerciseId }),
  removeExercise: (classId: string, homeworkId: string, exerciseId: string) => api.delete(`${base(classId)}/${homeworkId}/exercises/${exerciseId}`),
  sendToCheck: (classId: string, homeworkId: string) => api.put<HomeworkDetail>(`${base(classId)}/${homeworkId}/send-to-check`),
  setStatus: (classId: string, homeworkId: string, userId: string, status: HomeworkStatus) => api.put<HomeworkDetail>(`${base(classId)}/${homeworkId}/status`, { userId, status }),
};
