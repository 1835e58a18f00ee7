import { api, type Paged } from '@school/shared';
import { classKeys, keepPreviousData, queryOptions } from '@school/shared/query';
import type { ClassInput, ClassSummary, ClassType } from '../../../lib/classroom-contracts';

export const CLASS_PAGE_SIZE = 10;

/** What one page of a class list depends on. */
export interface ClassListQuery {
  page: number;
  q: string;
  /** The school list only: one teacher's classes, one type. */
  teacherId?: string;
  type?: ClassType;
}

export type ClassScope = 'mine' | 'school';

function listParams({ page, q, teacherId, type }: ClassListQuery) {
  return { page, limit: CLASS_PAGE_SIZE, ...(q ? { q } : {}), ...(teacherId ? { teacherId } : {}), ...(type ? { type } : {}) };
}

/** The body of POST/PUT classes: only the fields of the chosen type, empty optional ones left out. */
export function classBody(input: ClassInput) {
  return {
    name: input.name,
    type: input.type,
    teacherId: input.teacherId,
    ...(input.type === 'personal' ? { studentId: input.studentId } : { groupId: input.groupId }),
    schoolPlanId: input.schoolPlanId || null,
    roomUrl: input.roomUrl || null,
  };
}

/** The class calls of spec 02 §7 that lists make (shared/design/CLASSROOM.md). */
export const classesApi = {
  list: (scope: ClassScope, query: ClassListQuery, signal?: AbortSignal) =>
    api.getPaged<ClassSummary>(scope === 'mine' ? 'classes/my' : 'classes', { params: listParams(query), signal }),
  create: (input: ClassInput) => api.post<ClassSummary>('classes', classBody(input)),
  update: (id: string, input: ClassInput) => api.put<ClassSummary>(`classes/${id}`, classBody(input)),
  remove: (id: string) => api.delete(`classes/${id}`),
};

/** One page of a class list: own classes under `classKeys.mine()`, the school's under `classKeys.list`. */
export function classListRead(scope: ClassScope, query: ClassListQuery) {
  const params = listParams(query);
  return queryOptions({
    queryKey: scope === 'mine' ? [...classKeys.mine(), params] : classKeys.list(params),
    queryFn: ({ signal }) => classesApi.list(scope, query, signal),
    // The rows shown stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export type ClassPage = Paged<ClassSummary>;
