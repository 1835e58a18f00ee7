import { useState } from 'react';
import { styled } from 'styled-components';
import { Link, useTranslation } from '@school/shared';
import type { ScheduleEvent, ScheduleEventStatus } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { schoolLessonsRead } from '../api/home-api';
import { addDays, mondayOf, rangeOfDates, shortDate, todayIn } from '../lib/day-range';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { HomeCard, HomeFailed, HomeList, HomeLoading, Muted, Strong } from './home-card';

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** The figures of the week, in this order; `noShow` and `noShowCharge` count as one. */
const FIGURES = ['scheduled', 'completed', 'noShow', 'canceled'] as const;
type Figure = (typeof FIGURES)[number];

const figureOf = (status: ScheduleEventStatus): Figure => (status === 'noShowCharge' ? 'noShow' : status);

export interface WeekSummary {
  counts: Record<Figure, number>;
  /** Students marked for a lesson this week with no paid lesson left to charge, by name, once each. */
  unpaid: string[];
}

export function summariseWeek(events: readonly ScheduleEvent[]): WeekSummary {
  const counts: Record<Figure, number> = { scheduled: 0, completed: 0, noShow: 0, canceled: 0 };
  const unpaid = new Map<string, string>();
  for (const event of events) {
    counts[figureOf(event.status)] += 1;
    for (const id of event.charges.notCharged) {
      const student = event.students.find((person) => person.id === id);
      if (student) unpaid.set(id, `${student.firstName} ${student.lastName}`);
    }
  }
  return { counts, unpaid: [...unpaid.values()].sort((a, b) => a.localeCompare(b)) };
}

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${Strong} {
    font-size: 1.4rem;
  }
`;

/** An administrator's week (Monday to Sunday in their zone): lessons per day, how many were held, planned, missed, canceled. */
export function WeekGlance() {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const [today] = useState(() => todayIn(new Date(), timeZone));
  const monday = mondayOf(today);
  const days = WEEKDAY_KEYS.map((key, index) => ({ key, date: addDays(monday, index) }));
  const lessons = useQuery(schoolLessonsRead(rangeOfDates(monday, addDays(monday, 7), timeZone)));
  const title = t('home.weekTitle', { from: shortDate(monday), to: shortDate(addDays(monday, 6)) });

  if (lessons.isPending || lessons.isError) {
    return (
      <HomeCard title={title}>
        {lessons.isPending ? <HomeLoading /> : <HomeFailed error={lessons.error} onRetry={() => void lessons.refetch()} />}
      </HomeCard>
    );
  }
  const summary = summariseWeek(lessons.data.events);
  const countOf = (date: string) => lessons.data.dayCounts.find((day) => day.date === date)?.count ?? 0;

  return (
    <HomeCard title={title}>
      {lessons.data.events.length === 0 && <Muted role="status">{t('home.noLessonsThisWeek')}</Muted>}
      <Figures aria-label={t('home.figuresLabel')}>
        {FIGURES.map((figure) => (
          <li key={figure}>
            <Strong>{summary.counts[figure]}</Strong>
            <span>{t(`home.figure.${figure}`)}</span>
          </li>
        ))}
      </Figures>
      <HomeList aria-label={t('home.daysLabel')}>
        {days.map((day) => (
          <li key={day.date} aria-current={day.date === today ? 'date' : undefined}>
            <Strong>
              {t(`weekday.${day.key}`)} {shortDate(day.date)}
            </Strong>
            <span>{t('calendar.dayCount', { count: countOf(day.date) })}</span>
            {day.date === today && <span>({t('calendar.today')})</span>}
          </li>
        ))}
      </HomeList>
      {summary.unpaid.length > 0 && <Muted>{t('home.unpaid', { names: summary.unpaid.join(', ') })}</Muted>}
      <Link to="/lessons/schedule/school">{t('home.openSchoolSchedule')}</Link>
    </HomeCard>
  );
}
