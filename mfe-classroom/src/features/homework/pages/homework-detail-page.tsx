import { formatDateTime, Link, useParams, useTranslation } from '@school/shared';
import { useQuery, withServerData } from '@school/shared/query';
import { MutedText, PageTitle } from '@school/shared/ui';
import styled from 'styled-components';
import { classQueries } from '../../../api/class-queries';
import { Header, Page, Toolbar } from '../../../components/page';
import { Loading } from '../../../components/states';
import { useClassLive } from '../../classroom';
import { homeworkQueries } from '../api/homework-api';
import { HomeworkStatusBadge, sentSummary } from '../components/homework-status';
import { StudentHomework } from '../components/student-homework';
import { TeacherHomework } from '../components/teacher-homework';
import { useHomeworkErrors } from '../hooks/use-homework-errors';

/**
 * `/classes/:id/homework/:homeworkId`: a student does it and sends it to check; the teacher
 * reviews each student's answers and sets their status. Live through the class's stream: answers
 * reach the teacher as they are saved, a status or exercise change reads the homework again.
 */
function HomeworkDetailView() {
  const { t } = useTranslation('classroom');
  const { id: classId = '', homeworkId = '' } = useParams();
  const errorText = useHomeworkErrors();
  const klass = useQuery(classQueries.detail(classId));
  const homework = useQuery(homeworkQueries.detail(classId, homeworkId));
  const staff = klass.data ? klass.data.accessType !== 'student' : false;
  useClassLive(klass.data ? classId : '', staff);

  const back = <Link to={`/classes/${classId}/homework`}>{t('homework.backToList')}</Link>;
  let body;
  if (homework.error && !homework.data)
    body = (
      <>
        <p role="alert">{errorText('detail', homework.error)}</p>
        {back}
      </>
    );
  else if (klass.error && !klass.data) body = <p role="alert">{t('classroom.loadError')}</p>;
  else if (!homework.data || !klass.data) body = <Loading label={t('homework.detail.loading')} />;
  else {
    const data = homework.data;
    const summary = sentSummary(data.userStatuses);
    body = (
      <>
        <Header>
          <div>
            <PageTitle>{t('homework.name', { number: data.number })}</PageTitle>
            <MutedText dir="auto">
              {klass.data.name} · {t('homework.detail.created', { date: formatDateTime(data.createdAt) })} · {t('panel.exerciseCount', { count: data.exercises.length })}
            </MutedText>
          </div>
          <StatusLine>
            <HomeworkStatusBadge status={staff ? data.status : (data.currentUserStatus ?? data.status)} />
            {staff && <span>{t('homework.list.summary', summary)}</span>}
          </StatusLine>
        </Header>
        <Toolbar>
          {back}
          <Link to={`/classes/${classId}`}>{t('homework.backToClass')}</Link>
        </Toolbar>
        {staff ? <TeacherHomework klass={klass.data} homework={data} /> : <StudentHomework klass={klass.data} homework={data} />}
      </>
    );
  }
  return <Frame>{body}</Frame>;
}

/** `/classes/:id/homework/:homeworkId`. Default export: the host loads it lazily. */
const HomeworkDetailPage = withServerData(HomeworkDetailView);
export default HomeworkDetailPage;

const Frame = styled(Page)`
  padding: 16px;
`;

const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
