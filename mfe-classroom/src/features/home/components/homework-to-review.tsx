import { formatDateTime, Link, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { homeQueries } from '../api/home-api';
import { HomeCard, HomeFailed, HomeList, Muted } from './home-card';

/** A teacher's homework that students sent to check, the longest waiting first, each a link to its review. */
export function HomeworkToReview() {
  const { t } = useTranslation('classroom');
  const review = useQuery(homeQueries.toReview());
  return (
    <HomeCard title={t('home.reviewTitle')}>
      {review.isPending ? (
        <Muted role="status">{t('home.loading')}</Muted>
      ) : review.isError ? (
        <HomeFailed error={review.error} onRetry={() => void review.refetch()} />
      ) : review.data.length === 0 ? (
        <Muted role="status">{t('home.nothingToReview')}</Muted>
      ) : (
        <HomeList aria-label={t('home.reviewTitle')}>
          {review.data.map((item) => (
            <li key={item.homeworkId}>
              <Link to={`/classes/${item.classId}/homework/${item.homeworkId}`}>
                {t('home.reviewLink', { number: item.number, className: item.className })}
              </Link>
              <Muted as="span">
                {t('home.sentBy', { names: item.students.map((student) => `${student.firstName} ${student.lastName}`).join(', ') })}
                {' · '}
                <time dateTime={item.sentAt}>{t('home.sentAt', { date: formatDateTime(item.sentAt) })}</time>
              </Muted>
            </li>
          ))}
        </HomeList>
      )}
    </HomeCard>
  );
}
