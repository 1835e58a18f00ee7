import { Link, useTranslation } from '@school/shared';
import { RUNNING_OUT_DAYS } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { runningOutRead } from '../api/home-api';
import { dateTimeIn } from '../lib/day-range';
import { HomeCard, HomeFailed, HomeList, HomeLoading, Muted, Strong } from './home-card';

export interface RunningOutProps {
  /**
   * Whose students: the school's (an administrator, each name opening the student's page, where a
   * plan is sold) or the teacher's own (the server answers those with an unpaid lesson they teach;
   * a teacher has no student pages, so the lesson's class is the link).
   */
  scope: 'school' | 'teacher';
}

/**
 * The students booked for more of the coming two weeks' lessons than they have paid for
 * (`GET schedule/running-out`), soonest first: whom to offer a plan, or remind, before the lesson
 * that would go unpaid.
 */
export function RunningOut({ scope }: RunningOutProps) {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const students = useQuery(runningOutRead(RUNNING_OUT_DAYS.default));
  const title = scope === 'school' ? t('home.runningOutTitle') : t('home.runningOutOwnTitle');

  if (students.isPending || students.isError) {
    return <HomeCard title={title}>{students.isPending ? <HomeLoading /> : <HomeFailed error={students.error} onRetry={() => void students.refetch()} />}</HomeCard>;
  }
  return (
    <HomeCard title={title}>
      {students.data.length === 0 ? (
        <Muted role="status">{t(scope === 'school' ? 'home.noneRunningOut' : 'home.noneRunningOutOwn', { count: RUNNING_OUT_DAYS.default })}</Muted>
      ) : (
        <HomeList aria-label={title}>
          {students.data.map((entry) => {
            const name = `${entry.student.firstName} ${entry.student.lastName}`.trim();
            const lesson = entry.firstUnpaid;
            return (
              <li key={entry.student.id}>
                <Strong>{scope === 'school' ? <Link to={`/users/students/${entry.student.id}`}>{name}</Link> : name}</Strong>
                <span>{t('home.runningOutCounts', { left: entry.lessonsLeft, count: entry.lessonsBooked })}</span>
                <Muted as="span">
                  {t('home.firstUnpaid')} <time dateTime={lesson.startsAt}>{dateTimeIn(lesson.startsAt, timeZone)}</time>,{' '}
                  {scope === 'school' ? lesson.className : <Link to={`/classes/${lesson.classId}`}>{lesson.className}</Link>}
                </Muted>
              </li>
            );
          })}
        </HomeList>
      )}
    </HomeCard>
  );
}
