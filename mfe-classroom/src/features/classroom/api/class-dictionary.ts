import { api } from '@school/shared';
import type { ClassDictionary } from '@school/shared/contracts';
import { dictionaryKeys } from '../../dictionary';

export type { ClassDictionary };

/**
 * One request of a class dictionary: `page` of `limit` entries of `userId`'s words. Under the
 * dictionary's root key, so every dictionary write (this page's or the /dictionary page's)
 * reaches the side panel's list too (docs/decisions/dictionary.md).
 */
export interface ClassDictionaryRequest {
  page: number;
  limit: number;
}

export const classDictionaryKey = (classId: string, userId: string, request?: ClassDictionaryRequest) =>
  request ? ([...dictionaryKeys.all, 'class', classId, userId, request] as const) : ([...dictionaryKeys.all, 'class', classId, userId] as const);

export const readClassDictionary = (classId: string, userId: string, { page, limit }: ClassDictionaryRequest, signal?: AbortSignal) =>
  api.get<ClassDictionary>(`classes/${classId}/dictionary`, { params: { userId, page, limit }, signal });
