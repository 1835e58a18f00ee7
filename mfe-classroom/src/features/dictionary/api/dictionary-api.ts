import { api, type Paged } from '@school/shared';
import { keepPreviousData, queryOptions, recordKeys } from '@school/shared/query';
import * as z from 'zod/mini';
import { dictionaryInputSchema, type DictionaryEntry, type DictionaryInput, type DictionaryStudent } from '@school/shared/contracts';

export type { DictionaryEntry, DictionaryStudent };

export const DICTIONARY_PAGE_SIZE = 10;

/**
 * Every dictionary read lies under `['dictionary']` (lists by their parameters, the students of
 * the filter), so a write invalidates `dictionaryKeys.all` and every list shown reads again.
 */
export const dictionaryKeys = { ...recordKeys('dictionary'), students: () => ['dictionary', 'students'] as const };

/** What one page of the dictionary depends on. */
export interface DictionaryListQuery {
  page: number;
  q: string;
  /** Staff only: one student's words. */
  studentId?: string;
}

function listParams({ page, q, studentId }: DictionaryListQuery) {
  return { page, limit: DICTIONARY_PAGE_SIZE, ...(q ? { q } : {}), ...(studentId ? { studentId } : {}) };
}

/**
 * The form's values (strings) read as the API's body: blank optional fields are left out, so a
 * blank student is "not chosen" (the server names it) and blank audio is none.
 */
export const dictionaryFormSchema = z.pipe(
  z.transform((values: unknown): DictionaryInput => {
    const kept = Object.entries(values as Record<string, string>).filter(([key, value]) => key === 'phrase' || key === 'translation' || key === 'language' || value.trim() !== '');
    return Object.fromEntries(kept) as DictionaryInput;
  }),
  dictionaryInputSchema,
);
export type DictionaryBody = z.output<typeof dictionaryFormSchema>;

/** The dictionary calls of spec 01 §7 (shared/design/CLASSROOM.md "Dictionary"). */
export const dictionaryApi = {
  list: (query: DictionaryListQuery, signal?: AbortSignal) => api.getPaged<DictionaryEntry>('dictionary', { params: listParams(query), signal }),
  students: (signal?: AbortSignal) => api.get<DictionaryStudent[]>('dictionary/students', { signal }),
  create: (body: DictionaryBody) => api.post<DictionaryEntry>('dictionary', body),
  update: (id: string, body: DictionaryBody) => api.put<DictionaryEntry>(`dictionary/${id}`, body),
  remove: (id: string) => api.delete(`dictionary/${id}`),
};

export function dictionaryListRead(query: DictionaryListQuery) {
  const params = listParams(query);
  return queryOptions({
    queryKey: dictionaryKeys.list(params),
    queryFn: ({ signal }) => dictionaryApi.list(query, signal),
    // The rows shown stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

/** The school's students for the staff's filter and form; `enabled` keeps members from asking. */
export function dictionaryStudentsRead(enabled: boolean) {
  return queryOptions({ queryKey: dictionaryKeys.students(), queryFn: ({ signal }) => dictionaryApi.students(signal), enabled, staleTime: 60_000 });
}

export type DictionaryPage = Paged<DictionaryEntry>;
