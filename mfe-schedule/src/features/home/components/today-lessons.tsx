import { useState } from 'react';
import { Link, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { isSafeMeetingLink } from '../../../lib/zoned-time';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { ownLessonsRead } from '../api/home-api';
import { addDays, rangeOfDates, timeIn, todayIn } from '../lib/day-range';
import { HomeCard, HomeFailed, HomeList, HomeLoading, Muted, Strong } from './home-card';

/** A teacher's lessons of today (the viewer's day, in their zone), canceled ones included and marked. */
export function TodayLessons() {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const [today] = useState(() => todayIn(new Date(), timeZone));
  const lessons = useQuery(ownLessonsRead(rangeOfDates(today, addDays(today, 1), timeZone)));

  return (
    <HomeCard title={t('home.todayTitle')}>
      <Muted>{t('page.timeZone', { zone: timeZone })}</Muted>
      {lessons.isPending ? (
        <HomeLoading />
      ) : lessons.isError ? (
        <HomeFailed error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : lessons.data.events.length === 0 ? (
        <Muted role="status">{t('home.noLessonsToday')}</Muted>
      ) : (
        <HomeList aria-label={t('home.todayTitle')}>
          {lessons.data.events.map((event) => {
            const span = `${timeIn(event.startsAt, timeZone)}–${timeIn(event.endsAt, timeZone)}`;
            return (
              <li key={event.id}>
                <Strong>
                  <time dateTime={event.startsAt}>{span}</time>
                </Strong>
                <Link to={`/classes/${event.classId}`}>{event.className}</Link>
                <span>{t(`status.${event.status}`)}</span>
                {isSafeMeetingLink(event.meetingLink) && event.status !== 'canceled' && (
                  <a href={event.meetingLink} target="_blank" rel="noopener noreferrer" aria-label={t('home.joinMeetingOf', { name: event.className, time: span })}>
                    {t('home.joinMeeting')}
                  </a>
                )}
              </li>
            );
          })}
        </HomeList>
      )}
    </HomeCard>
  );
}
