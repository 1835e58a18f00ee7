import { Link, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { homeQueries } from '../api/home-api';
import { HomeCard, HomeFailed, HomeList, Muted } from './home-card';

/** A student's classes, each a link to the class, with its teacher; all of them on their classes page. */
export function MyClasses() {
  const { t } = useTranslation('classroom');
  const classes = useQuery(homeQueries.myClasses());
  return (
    <HomeCard title={t('home.classesTitle')}>
      {classes.isPending ? (
        <Muted role="status">{t('home.loading')}</Muted>
      ) : classes.isError ? (
        <HomeFailed error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.data.length === 0 ? (
        <Muted role="status">{t('home.noClasses')}</Muted>
      ) : (
        <>
          <HomeList aria-label={t('home.classesTitle')}>
            {classes.data.data.map((item) => (
              <li key={item.id}>
                <Link to={`/classes/${item.id}`} dir="auto">
                  {item.name}
                </Link>
                {item.teacher && <Muted as="span">{t('home.teacher', { name: `${item.teacher.firstName} ${item.teacher.lastName}` })}</Muted>}
              </li>
            ))}
          </HomeList>
          {classes.data.meta.pagination.total > classes.data.data.length && (
            <Link to="/lessons/classes">{t('home.allClasses')}</Link>
          )}
        </>
      )}
    </HomeCard>
  );
}
