import { Link, useTranslation } from '@school/shared';
import { RUNNING_OUT_DAYS } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { runningOutRead } from '../api/home-api';
import { dateTimeIn } from '../lib/day-range';
import { HomeCard, HomeFailed, HomeList, HomeLoading, Muted, Strong } from './home-card';

/**
 * An administrator's list of students booked for more of the coming two weeks' lessons than they
 * have paid for (`GET schedule/running-out`), soonest first: whom to offer a plan before the lesson
 * that would go unpaid. Each name opens the student's page, where a plan is sold.
 */
export function RunningOut() {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const students = useQuery(runningOutRead(RUNNING_OUT_DAYS.default));
  const title = t('home.runningOutTitle');

  if (students.isPending || students.isError) {
    return <HomeCard title={title}>{students.isPending ? <HomeLoading /> : <HomeFailed error={students.error} onRetry={() => void students.refetch()} />}</HomeCard>;
  }
  return (
    <HomeCard title={title}>
      {students.data.length === 0 ? (
        <Muted role="status">{t('home.noneRunningOut', { count: RUNNING_OUT_DAYS.default })}</Muted>
      ) : (
        <HomeList aria-label={title}>
          {students.data.map((entry) => {
            const name = `${entry.student.firstName} ${entry.student.lastName}`.trim();
            return (
              <li key={entry.student.id}>
                <Strong>
                  <Link to={`/users/students/${entry.student.id}`}>{name}</Link>
                </Strong>
                <span>{t('home.runningOutCounts', { left: entry.lessonsLeft, count: entry.lessonsBooked })}</span>
                <Muted as="span">
                  {t('home.firstUnpaid')} <time dateTime={entry.firstUnpaid.startsAt}>{dateTimeIn(entry.firstUnpaid.startsAt, timeZone)}</time>, {entry.firstUnpaid.className}
                </Muted>
              </li>
            );
          })}
        </HomeList>
      )}
    </HomeCard>
  );
}
