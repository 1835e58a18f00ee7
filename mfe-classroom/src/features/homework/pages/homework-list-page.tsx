import { useRef, useState } from 'react';
import { Link, toast, useNavigate, useParams, useTranslation } from '@school/shared';
import type { HomeworkSummary } from '@school/shared/contracts';
import { useQuery, useQueryClient, useWrite, withServerData } from '@school/shared/query';
import { Button, ConfirmDialog, MutedText, PageTitle, Pagination, Spinner } from '@school/shared/ui';
import styled from 'styled-components';
import { classQueries } from '../../../api/class-queries';
import { Header, Page, Toolbar } from '../../../components/page';
import { Empty, Loading } from '../../../components/states';
import { useClassLive } from '../../classroom';
import { homeworkKeys, homeworkQueries, homeworkWrites } from '../api/homework-api';
import { ExercisePickerDialog } from '../components/exercise-picker-dialog';
import { HomeworkTable } from '../components/homework-table';
import { useHomeworkErrors } from '../hooks/use-homework-errors';
import { useHomeworkPage } from '../hooks/use-homework-page';

/**
 * `/classes/:id/homework`: the class's homework, ten a page, newest first. The class's teacher
 * creates it from the exercise picker and deletes it; a student sees their own status of each.
 * Live: a `homework` event of the class's stream reads the list again.
 */
function HomeworkListView() {
  const { t } = useTranslation('classroom');
  const { id: classId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const errorText = useHomeworkErrors();
  const { page, setPage } = useHomeworkPage();
  const klass = useQuery(classQueries.detail(classId));
  const list = useQuery(homeworkQueries.list(classId, page));
  const staff = klass.data ? klass.data.accessType !== 'student' : false;
  // Only the class's own teacher writes; an administrator who does not teach it, or a read-only class, only reads.
  const canAct = klass.data?.accessType === 'teacher' && !klass.data.isReadOnly;
  useClassLive(klass.data ? classId : '', staff);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<HomeworkSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;

  const remove = useWrite({
    write: (row: HomeworkSummary) => homeworkWrites.remove(classId, row.id),
    success: t('homework.toast.deleted'),
    failure: t('homework.toast.deleteError'),
    invalidates: [homeworkKeys.all(classId)],
    onSuccess: () => {
      setDeleting(null);
      // The last row of a page gone: show the page before it.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      headingRef.current?.focus();
    },
  });

  async function create(exerciseIds: string[]) {
    const homework = await homeworkWrites.create(classId, exerciseIds);
    toast.success(t('homework.toast.created', { number: homework.number }));
    void client.invalidateQueries({ queryKey: homeworkKeys.all(classId) });
    setCreating(false);
    navigate(`/classes/${classId}/homework/${homework.id}`);
  }

  let content;
  if (list.error && !list.data) content = <p role="alert">{errorText('list', list.error)}</p>;
  else if (!list.data) content = <Loading label={t('homework.list.loading')} />;
  else if (rows.length === 0)
    content = (
      <Empty>
        <p>{t(canAct ? 'homework.list.emptyTeacher' : 'homework.list.empty')}</p>
      </Empty>
    );
  else
    content = (
      <>
        <HomeworkTable classId={classId} rows={rows} staff={staff} onDelete={canAct ? setDeleting : undefined} />
        {pagination && pagination.total > pagination.limit && <Pagination namespace="classroom" page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={setPage} />}
      </>
    );

  return (
    <Frame>
      <Header>
        <div>
          <PageTitle ref={headingRef} tabIndex={-1}>
            {t('homework.list.title')}
          </PageTitle>
          {klass.data && <MutedText dir="auto">{klass.data.name}</MutedText>}
        </div>
        {canAct && (
          <Button type="button" $variant="primary" onClick={() => setCreating(true)}>
            {t('homework.create.button')}
          </Button>
        )}
      </Header>
      <Toolbar>
        <Link to={`/classes/${classId}`}>{t('homework.backToClass')}</Link>
        {list.isFetching && list.data && (
          <span role="status">
            <Spinner /> {t('homework.list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.data && <p role="alert">{errorText('list', list.error)}</p>}
      <div aria-busy={list.isFetching}>{content}</div>
      {creating && (
        <ExercisePickerDialog
          classId={classId}
          title={t('homework.create.title')}
          submitLabel={t('homework.create.submit')}
          busyLabel={t('homework.create.busy')}
          onSubmit={create}
          failure={(error) => {
            const text = errorText('create', error);
            toast.error(text);
            return text;
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('homework.delete.title')}
          question={t('homework.delete.question', { number: deleting.number })}
          confirmLabel={t('homework.delete.button')}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutateAsync(deleting)}
        />
      )}
    </Frame>
  );
}

/** `/classes/:id/homework`. Default export: the host loads it lazily. */
const HomeworkListPage = withServerData(HomeworkListView);
export default HomeworkListPage;

const Frame = styled(Page)`
  padding: 16px;
`;
