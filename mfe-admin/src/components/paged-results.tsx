import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@school/shared';
import { Button, Pagination, SearchBox, Spinner } from '@school/shared/ui';
import type { PagedList } from '../lib/paged-read';
import { Empty, LoadFailed, Loading } from './list-state';
import { Results, Toolbar } from './page';

export interface PagedListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  loadError: string;
  empty: string;
}

/**
 * A list's texts from the admin catalogue's group for it (`groups.list` holds `searchLabel`,
 * `searchPlaceholder`, `loading`, `loadError` and `empty`); `empty` may be given instead when
 * it depends on more than the list.
 */
export function pagedListTexts(t: (key: string) => string, group: string, empty?: string): PagedListTexts {
  return {
    searchLabel: t(`${group}.searchLabel`),
    searchPlaceholder: t(`${group}.searchPlaceholder`),
    loading: t(`${group}.loading`),
    loadError: t(`${group}.loadError`),
    empty: empty ?? t(`${group}.empty`),
  };
}

/** What a paged list shows under its controls: the first load, its failure, empty, or the rows and the pager. */
function pageContent<T>(list: PagedList<T>, texts: Pick<PagedListTexts, 'loading' | 'loadError' | 'empty'>, onPage: ((page: number) => void) | undefined, children: (rows: T[]) => ReactNode): ReactNode {
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;
  if (list.error && !list.data) return <LoadFailed error={list.error} fallback={texts.loadError} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label={texts.loading} />;
  if (rows.length === 0)
    return (
      <Empty>
        <p>{texts.empty}</p>
      </Empty>
    );
  return (
    <>
      {children(rows)}
      {pagination && onPage && <Pagination page={pagination.page} limit={pagination.limit} total={pagination.total} totalCapped={pagination.totalCapped} namespace="admin" onPage={onPage} />}
    </>
  );
}

/**
 * A paged list without a search (a user's documents or plans): the first load, its failure with a
 * retry, an empty list, or the rows and (with `onPage`) the pager, marked busy while it loads.
 */
export function PagedRows<T>({
  list,
  onPage,
  texts,
  children,
}: {
  list: PagedList<T>;
  /** Without it the list is one page (the server sends it whole) and has no pager. */
  onPage?: (page: number) => void;
  texts: Pick<PagedListTexts, 'loading' | 'loadError' | 'empty'>;
  /** The current page's rows (never called with none). */
  children: (rows: T[]) => ReactNode;
}) {
  return <div aria-busy={list.isFetching}>{pageContent(list, texts, onPage, children)}</div>;
}

export interface PagedResultsProps<T> {
  list: PagedList<T>;
  /** The search as typed (kept in the address) and how to change it; an empty one clears it. */
  search: string;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  texts: PagedListTexts;
  /** The table of the current page's rows (never called with none). */
  children: (rows: T[]) => ReactNode;
}

/**
 * The body of every administration list: search with an "updating" status, then the first load,
 * its failure with a retry, no matches (with a way back), an empty list, or the rows and the
 * pager. A failure after a page was shown keeps that page, under an alert.
 */
export function PagedResults<T>({ list, search, onSearch, onPage, texts, children }: PagedResultsProps<T>) {
  const { t } = useTranslation('admin');
  const rows = list.data?.data ?? [];
  const searched = search.trim();
  const retry = () => void list.refetch();

  const content =
    list.data && rows.length === 0 && searched ? (
      <Empty>
        <p>{t('list.noMatches', { search: searched })}</p>
        <Button type="button" onClick={() => onSearch('')}>
          {t('list.clearSearch')}
        </Button>
      </Empty>
    ) : (
      pageContent(list, texts, onPage, children)
    );

  return (
    <>
      <Toolbar>
        <SearchBox value={search} onSearch={onSearch} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
        {list.isFetching && list.data && (
          <span role="status">
            <Spinner /> {t('list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.data && <LoadFailed error={list.error} fallback={texts.loadError} onRetry={retry} />}
      <Results aria-busy={list.isFetching}>{content}</Results>
    </>
  );
}

/**
 * What follows a deleted row: the list shows the page without it (the one before, when it was
 * the last row of a page), and focus, which the closing dialog gave back to the row's gone
 * button, moves to the heading once that list is shown.
 */
export function useAfterDelete<T>({
  list,
  page,
  onPage,
  headingRef,
  dialogOpen,
}: {
  list: PagedList<T>;
  page: number;
  onPage: (page: number) => void;
  headingRef: RefObject<HTMLElement | null>;
  dialogOpen: boolean;
}): () => void {
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || dialogOpen || list.isFetching) return;
    headingRef.current?.focus();
    setRefocus(false);
  }, [refocus, dialogOpen, list.isFetching, headingRef]);

  // The delete itself invalidated the list (DeleteRowDialog's `invalidates`): this page is read again.
  return () => {
    setRefocus(true);
    if ((list.data?.data.length ?? 0) === 1 && page > 1) onPage(page - 1);
  };
}
