import { useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@school/shared/query';
import { DICTIONARY_PAGE_SIZE, type DictionaryEntry } from '../../dictionary';
import { classDictionaryKey, readClassDictionary, type ClassDictionaryRequest } from '../api/class-dictionary';

/** The API's largest page: a reload "with all entries plus one" asks for no more at once. */
const LIMIT_MAX = 100;
const FIRST: ClassDictionaryRequest[] = [{ page: 1, limit: DICTIONARY_PAGE_SIZE }];

export interface ClassDictionaryState {
  /** Undefined until the first page of this student is there. */
  entries: DictionaryEntry[] | undefined;
  total: number;
  hasMore: boolean;
  /** The first page failed and nothing is shown. */
  failed: boolean;
  /** A later page is loading / failed. */
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
  /** After a word was added: page 1 again, with every entry loaded so far plus the new one. */
  reloadAfterAdd: () => void;
}

/**
 * One student's class dictionary as a load-more list (spec 01 §4): the first request (page 1, or
 * a reset) replaces the entries, each later page appends to them, and there is more while the
 * entries loaded are fewer than the total. Built on one read per request rather than
 * `useInfiniteQuery` (not part of `@school/shared/query`): a reset after an add asks page 1 with a
 * larger limit, which an infinite query's fixed page size cannot say.
 */
export function useClassDictionary(classId: string, userId: string | null): ClassDictionaryState {
  const [state, setState] = useState<{ userId: string | null; requests: ClassDictionaryRequest[] }>({ userId, requests: FIRST });
  let requests = state.requests;
  // Another student starts again at page 1 (spec 01 §4); reset while rendering, so the previous
  // student's later pages are never asked for this one.
  if (state.userId !== userId) {
    requests = FIRST;
    setState({ userId, requests: FIRST });
  }
  const [first, ...later] = requests as [ClassDictionaryRequest, ...ClassDictionaryRequest[]];
  const enabled = userId !== null;
  const firstRead = useQuery({
    queryKey: classDictionaryKey(classId, userId ?? '', first),
    queryFn: ({ signal }) => readClassDictionary(classId, userId ?? '', first, signal),
    enabled,
    // A reset keeps the list on screen while page 1 loads again (the other student's is not shown: below).
    placeholderData: keepPreviousData,
  });
  const laterReads = useQueries({
    queries: later.map((request) => ({
      queryKey: classDictionaryKey(classId, userId ?? '', request),
      queryFn: ({ signal }: { signal: AbortSignal }) => readClassDictionary(classId, userId ?? '', request, signal),
      enabled,
    })),
  });

  const firstData = firstRead.data && firstRead.data.userId === userId ? firstRead.data : undefined;
  let entries: DictionaryEntry[] | undefined;
  let total = 0;
  if (firstData) {
    entries = [...firstData.entries];
    total = firstData.total;
    const seen = new Set(entries.map((entry) => entry.id));
    for (const read of laterReads) {
      if (!read.data) break;
      // A page after a reset of another size overlaps the entries already there.
      for (const entry of read.data.entries)
        if (!seen.has(entry.id)) {
          seen.add(entry.id);
          entries.push(entry);
        }
      total = read.data.total;
    }
  }
  const loaded = entries?.length ?? 0;
  const loadingMore = laterReads.some((read) => read.isPending || read.isFetching);
  const failedLater = laterReads.find((read) => read.error && !read.data);

  return {
    entries,
    total,
    hasMore: entries !== undefined && loaded < total,
    failed: !firstData && !!firstRead.error,
    loadingMore,
    moreFailed: !!failedLater,
    loadMore: () =>
      setState((current) =>
        current.userId !== userId || loadingMore
          ? current
          : // From the page the next entry is on: any overlap with what is loaded is dropped above.
            { userId, requests: [...current.requests, { page: Math.floor(loaded / DICTIONARY_PAGE_SIZE) + 1, limit: DICTIONARY_PAGE_SIZE }] },
      ),
    retry: () => void (failedLater ? failedLater.refetch() : firstRead.refetch()),
    reloadAfterAdd: () => setState({ userId, requests: [{ page: 1, limit: Math.min(LIMIT_MAX, Math.max(DICTIONARY_PAGE_SIZE, loaded + 1)) }] }),
  };
}
