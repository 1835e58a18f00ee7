import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { accessSubject, canWriteCourses, type Course, type CourseType, errorMessage, useNavigate, useSearchParams, useSession, useTranslation } from '@school/shared';
import { courseKeys, useQuery, useWrite } from '@school/shared/query';
import styled from 'styled-components';
import { PlusIcon } from '../../../components/icons';
import { BusyText, Button, media, MutedText, PageTitle, SearchBox, Spinner, spreadRow, StatePanel, StatePanelTitle } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';
import { contentQueries } from '../../../api/content-queries';
import { moveItem, reorderItems } from '../../../lib/order';
import { CourseTable } from '../components/course-table/course-table';
import { CourseTypeTabs } from '../components/course-type-tabs';
import { DeleteCourseDialog } from '../components/delete-course-dialog';

/**
 * The create and edit form (with the image field and the form machinery): its own chunk, off the
 * list's first paint. Asked for when a pointer or focus comes to the Create button or a pointer
 * over the table (its Edit buttons), so a click rarely waits for it.
 */
const loadCourseForm = () => import(/* webpackChunkName: "course-form" */ '../components/course-form-dialog');
const CourseFormDialog = lazy(() => loadCourseForm().then((module) => ({ default: module.CourseFormDialog })));

type Modal = { kind: 'create' } | { kind: 'edit'; course: Course } | { kind: 'delete'; course: Course } | null;

/** Who may change own courses: the API's rule, from @school/shared (docs/decisions/content-course-permissions.md). */
export function useCanWriteCourses(): boolean {
  return canWriteCourses(accessSubject(useSession()));
}

export function CourseListPage({ type }: { type: CourseType }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  // The box shows the raw text (a trailing space while typing stays); the query uses it trimmed.
  const rawSearch = params.get('search') ?? '';
  const search = rawSearch.trim();
  const navigate = useNavigate();
  const staff = useSession().user?.role !== 'member';
  const list = useQuery(contentQueries.courseList(type, search));
  // A long list renders in the background, in short slices, so a slow phone stays responsive
  // while it appears (docs/decisions/platform-delivery.md).
  const shown = useDeferredValue(list.data);
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const canWrite = useCanWriteCourses() && type === 'own';
  const reorderable = canWrite && search === '';
  const courses = shown ?? [];
  const duplicate = useWrite({
    write: (course: Course) => coursesApi.duplicate(course.id),
    success: t('toast.duplicated'),
    failure: t('toast.duplicateError'),
    invalidates: [courseKeys.lists()],
  });
  // Optimistic (spec 02 §4): the new order shows at once, then is saved; on failure it is rolled
  // back and the list read again, so it shows what the server kept (docs/decisions/content-course-reorder.md).
  const reorder = useWrite({
    write: (next: Course[]) => coursesApi.reorder(reorderItems(next)),
    failure: t('reorder.error'),
    optimistic: { queryKey: courseKeys.list(type, search), update: (_current: Course[], next: Course[]) => next },
  });
  const prefetchForm = canWrite ? () => void loadCourseForm() : undefined;

  function onSearch(value: string) {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('search', value);
    else next.delete('search');
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(next, { replace: true });
  }

  function afterDelete() {
    setModal(null);
    // The row and its button are gone: the heading is the next sensible place for focus.
    headingRef.current?.focus();
  }

  function createButton(label: string) {
    return (
      <Button type="button" $variant="primary" onClick={() => setModal({ kind: 'create' })} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
        <PlusIcon />
        {label}
      </Button>
    );
  }

  let content;
  if (list.error) {
    content = (
      <StatePanel role="alert">
        <p>{errorMessage(list.error, t('list.loadError'))}</p>
        <Button type="button" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </StatePanel>
    );
  } else if (shown === undefined) {
    content = (
      <StatePanel role="status">
        <Spinner $size={40} />
        <p>{t('list.loading')}</p>
      </StatePanel>
    );
  } else if (courses.length === 0 && search) {
    content = (
      <StatePanel role="status">
        <p>{t('list.noMatches', { search })}</p>
        <Button type="button" onClick={() => onSearch('')}>
          {t('list.clearSearch')}
        </Button>
      </StatePanel>
    );
  } else if (courses.length === 0) {
    content = (
      <StatePanel>
        <StatePanelTitle>{t('list.emptyTitle')}</StatePanelTitle>
        <p>{canWrite ? t('list.emptyWriter') : type === 'own' ? t('list.emptyReader') : t('list.emptyLibrary')}</p>
        {canWrite && createButton(t('list.createFirst'))}
      </StatePanel>
    );
  } else {
    content = (
      <>
        {canWrite && search && <MutedText>{t('list.reorderHint')}</MutedText>}
        <CourseTable
          courses={courses}
          caption={t(`captions.${type}`)}
          canWrite={canWrite}
          reorderable={reorderable}
          onEdit={(course) => setModal({ kind: 'edit', course })}
          onDuplicate={(course) => duplicate.mutate(course)}
          onDelete={(course) => setModal({ kind: 'delete', course })}
          onMove={(from, to) => reorder.mutate(moveItem(courses, from, to))}
          onPointerEnter={prefetchForm}
        />
      </>
    );
  }

  return (
    <Page>
      <Header>
        <PageTitle ref={headingRef} tabIndex={-1}>
          {t('page.title')}
        </PageTitle>
        {canWrite && createButton(t('page.create'))}
      </Header>
      <CourseTypeTabs active={type} search={search} />
      {/* That a library cannot be changed is a note for staff; a student only reads it (issue 20). */}
      {type !== 'own' && staff && <MutedText>{t('page.libraryNote')}</MutedText>}
      <Toolbar>
        <SearchBox value={rawSearch} onSearch={onSearch} label={t('page.searchLabel')} placeholder={t('page.searchPlaceholder')} />
        {list.isFetching && shown !== undefined && (
          <BusyText role="status">
            <Spinner />
            {t('list.updating')}
          </BusyText>
        )}
      </Toolbar>
      {/* Busy covers the results only: the search box above stays usable while they load. The
          deferred rows lag the query by a render: busy until they are shown, or the host's
          layout lets the footer into view for that one frame and the rows push it out. */}
      <Results aria-busy={list.isFetching || (shown === undefined && !list.error)}>{content}</Results>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <Suspense fallback={null}>
          <CourseFormDialog
            course={modal.kind === 'edit' ? modal.course : undefined}
            onClose={() => setModal(null)}
            onSaved={(saved) => {
              setModal(null);
              // A new course is opened, to be filled (issue 20); an edited one stays in its list.
              if (modal.kind === 'create') navigate(`/courses/${saved.id}`);
            }}
          />
        </Suspense>
      )}
      {modal?.kind === 'delete' && <DeleteCourseDialog course={modal.course} onClose={() => setModal(null)} onDeleted={afterDelete} />}
    </Page>
  );
}

// minmax(0, 1fr): a grid track would otherwise grow to its widest child and push the page
// past a phone's edge.
const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

const Results = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Header = styled.div`
  ${spreadRow}
  gap: 12px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  ${media.phone} {
    & > :first-child {
      flex: 1 1 100%;
      min-inline-size: 0;
    }
  }
`;
