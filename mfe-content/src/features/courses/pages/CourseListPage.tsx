import { lazy, Suspense, useRef, useState } from 'react';
import { accessSubject, canWriteCourses, type Course, type CourseType, errorMessage, toast, useSearchParams, useSession, useTranslation } from '@school/shared';
import styled from 'styled-components';
import { PlusIcon } from '../../../components/icons';
import { BusyText, Button, media, MutedText, PageTitle, Spinner, StatePanel, StatePanelTitle } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';
import { moveItem, reorderItems } from '../../../lib/order';
import { useCourseList } from '../api/use-course-list';
import { CourseSearch } from '../components/CourseSearch';
import { CourseTable } from '../components/CourseTable';
import { CourseTypeTabs } from '../components/CourseTypeTabs';
import { DeleteCourseDialog } from '../components/DeleteCourseDialog';

/**
 * The create and edit form (with the image field and the form machinery): its own chunk, off the
 * list's first paint. Asked for when a pointer or focus comes to the Create button or a pointer
 * over the table (its Edit buttons), so a click rarely waits for it.
 */
const loadCourseForm = () => import(/* webpackChunkName: "course-form" */ '../components/CourseFormDialog');
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
  const list = useCourseList({ type, search });
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const canWrite = useCanWriteCourses() && type === 'own';
  const reorderable = canWrite && search === '';
  const courses = list.courses ?? [];
  const prefetchForm = canWrite ? () => void loadCourseForm() : undefined;

  function onSearch(value: string) {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('search', value);
    else next.delete('search');
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(next, { replace: true });
  }

  async function duplicate(course: Course) {
    try {
      await coursesApi.duplicate(course.id);
      toast.success(t('toast.duplicated'));
    } catch (error) {
      toast.error(errorMessage(error, t('toast.duplicateError')));
    }
    await list.reload();
  }

  async function move(from: number, to: number) {
    // Optimistic (spec 02 §4): the new order shows at once, then is saved. On failure the
    // list is reloaded so it shows what the server kept (docs/decisions/content-course-reorder.md).
    const next = moveItem(courses, from, to);
    list.setCourses(() => next);
    try {
      await coursesApi.reorder(reorderItems(next));
    } catch (error) {
      toast.error(errorMessage(error, t('reorder.error')));
      await list.reload();
    }
  }

  async function afterDelete() {
    setModal(null);
    // The row and its button are gone: the heading is the next sensible place for focus.
    headingRef.current?.focus();
    await list.reload();
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
        <Button type="button" onClick={() => void list.reload()}>
          {t('list.retry')}
        </Button>
      </StatePanel>
    );
  } else if (list.courses === null) {
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
          onDuplicate={(course) => void duplicate(course)}
          onDelete={(course) => setModal({ kind: 'delete', course })}
          onMove={(from, to) => void move(from, to)}
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
      {type !== 'own' && <MutedText>{t('page.libraryNote')}</MutedText>}
      <Toolbar>
        <CourseSearch value={rawSearch} onSearch={onSearch} />
        {list.loading && list.courses !== null && (
          <BusyText role="status">
            <Spinner />
            {t('list.updating')}
          </BusyText>
        )}
      </Toolbar>
      {/* Busy covers the results only: the search box above stays usable while they load. */}
      <Results aria-busy={list.loading}>{content}</Results>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <Suspense fallback={null}>
          <CourseFormDialog
            course={modal.kind === 'edit' ? modal.course : undefined}
            onClose={() => setModal(null)}
            onSaved={() => {
              setModal(null);
              void list.reload();
            }}
          />
        </Suspense>
      )}
      {modal?.kind === 'delete' && <DeleteCourseDialog course={modal.course} onClose={() => setModal(null)} onDeleted={() => void afterDelete()} />}
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
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
