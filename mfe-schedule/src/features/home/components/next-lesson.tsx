import { useState } from 'react';
import { styled } from 'styled-components';
import { Link, useTranslation } from '@school/shared';
import { RUNNING_OUT_DAYS, type ScheduleEvent } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { isSafeMeetingLink } from '../../../lib/zoned-time';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { ownLessonsRead, runningOutRead } from '../api/home-api';
import { dateTimeIn, timeIn } from '../lib/day-range';
import { HomeCard, HomeFailed, HomeLoading, Muted, Strong } from './home-card';

const HOUR = 3_600_000;
/** How far ahead the next lesson is looked for: the API's longest range. */
const LOOK_AHEAD_DAYS = 100;
/** A lesson that began up to this long ago may still be on (the longest lesson is 12 hours). */
const LOOK_BACK_HOURS = 12;

/** The first lesson still to come or under way, planned (not canceled, not already marked). */
export function nextLessonOf(events: readonly ScheduleEvent[], now: Date): ScheduleEvent | null {
  return events.find((event) => event.status === 'scheduled' && Date.parse(event.endsAt) > now.getTime()) ?? null;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Notice = styled.div`
  margin-top: 4px;
  padding: 8px 12px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
`;

/**
 * Tells a student, before it happens, that their booked lessons outrun the lessons they have paid
 * for (their own entry of `GET schedule/running-out`), and which lesson is the first not covered.
 * Nothing while their lessons are paid, or when the list cannot be read: the card is about the
 * next lesson, and a failed extra must not hide it. A balance below zero (lessons given on credit)
 * reads as none left: the student owes the school, which is the school's to say.
 */
function UnpaidNotice() {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const short = useQuery(runningOutRead(RUNNING_OUT_DAYS.default));
  const own = short.data?.[0];
  if (!own) return null;
  return (
    <Notice role="note" aria-label={t('home.runningOutTitle')}>
      <p>{t('home.ownShort', { left: Math.max(own.lessonsLeft, 0), booked: own.lessonsBooked, count: RUNNING_OUT_DAYS.default })}</p>
      <p>
        {t('home.ownFirstUnpaid')} <time dateTime={own.firstUnpaid.startsAt}>{dateTimeIn(own.firstUnpaid.startsAt, timeZone)}</time>, {own.firstUnpaid.className}.{' '}
        {t('home.ownAskSchool')}
      </p>
    </Notice>
  );
}

/** A student's next lesson: when (in their zone), the class, with whom, and the meeting link. */
export function NextLesson() {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const [now] = useState(() => new Date());
  const from = new Date(now.getTime() - LOOK_BACK_HOURS * HOUR);
  const params = { from: from.toISOString(), to: new Date(from.getTime() + LOOK_AHEAD_DAYS * 24 * HOUR).toISOString(), timeZone };
  const lessons = useQuery(ownLessonsRead(params));
  const next = lessons.data ? nextLessonOf(lessons.data.events, now) : null;

  return (
    <HomeCard title={t('home.nextTitle')}>
      {lessons.isPending ? (
        <HomeLoading />
      ) : lessons.isError ? (
        <HomeFailed error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : !next ? (
        <Muted role="status">{t('home.noNextLesson')}</Muted>
      ) : (
        <>
          <Facts>
            <dt>{t('home.when')}</dt>
            <dd>
              <Strong>
                <time dateTime={next.startsAt}>{dateTimeIn(next.startsAt, timeZone)}</time>–{timeIn(next.endsAt, timeZone)}
              </Strong>{' '}
              {Date.parse(next.startsAt) <= now.getTime() && <span>({t('home.underWay')})</span>}
            </dd>
            <dt>{t('event.class')}</dt>
            <dd>
              <Link to={`/classes/${next.classId}`}>{next.className}</Link>
            </dd>
            <dt>{t('home.teacher')}</dt>
            <dd>{next.teacher ? `${next.teacher.firstName} ${next.teacher.lastName}` : t('home.noTeacher')}</dd>
            <dt>{t('event.meetingLink')}</dt>
            <dd>
              {isSafeMeetingLink(next.meetingLink) ? (
                <a href={next.meetingLink} target="_blank" rel="noopener noreferrer">
                  {t('home.joinMeeting')}
                </a>
              ) : (
                t('event.noMeetingLink')
              )}
            </dd>
          </Facts>
          <Muted>{t('page.timeZone', { zone: timeZone })}</Muted>
          <UnpaidNotice />
        </>
      )}
    </HomeCard>
  );
}
