import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, errorMessage, useTranslation } from '@school/shared';
import type { ScheduleEvent, ScheduleEventStatus } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { Alert, Button, Spinner, StatePanel } from '@school/shared/ui';
import { SCHEDULE_NAMESPACE } from '../../../i18n';
import { wallClock } from '../../../lib/zoned-time';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { agendaRead, type AgendaOwner } from '../api/user-schedule-api';
import { AGENDA_DAYS, addDays, formatDate, mondayOf, rangeOf } from './agenda-range';

/** Who the lessons are shown for: a teacher sees who attends, a student and a group who teaches. */
export type AgendaPerspective = 'teacher' | 'student' | 'group';

export interface LessonAgendaProps {
  owner: AgendaOwner;
  perspective: AgendaPerspective;
}

interface Day {
  date: string;
  events: ScheduleEvent[];
}

/** The range's lessons by day of the viewer's calendar, oldest first (the API's order). */
function byDay(events: readonly ScheduleEvent[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const event of events) {
    const date = wallClock(new Date(event.startsAt), timeZone).slice(0, 10);
    const last = days[days.length - 1];
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}

const timeOf = (iso: string, timeZone: string) => wallClock(new Date(iso), timeZone).slice(11, 16);
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Four weeks of lessons as an agenda (a list by day, with time, class, who and status): the user
 * and group detail pages' schedule tab. A list rather than the calendar grid because it sits in a
 * tab of someone else's page, reads on a phone, and is what an administrator scans for "when and
 * did it happen". Times are in the viewer's zone, as in the calendar.
 */
export function LessonAgenda({ owner, perspective }: LessonAgendaProps) {
  const { t, i18n } = useTranslation(SCHEDULE_NAMESPACE);
  const timeZone = useViewerTimeZone();
  const thisWeek = useMemo(() => mondayOf(new Date(), timeZone), [timeZone]);
  const [start, setStart] = useState(thisWeek);
  const params = useMemo(() => rangeOf(start, timeZone), [start, timeZone]);
  const read = useQuery(agendaRead(owner, params));
  const last = addDays(start, AGENDA_DAYS - 1);
  const dayTitle = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)) + `, ${formatDate(date)}`;

  const who = (event: ScheduleEvent) => {
    if (perspective === 'teacher') return event.students.length ? t('agenda.students', { names: event.students.map(fullName).join(', ') }) : t('agenda.noStudents');
    return event.teacher ? t('agenda.teacher', { name: fullName(event.teacher) }) : t('agenda.noTeacher');
  };

  let body;
  if (read.isPending) {
    body = (
      <Busy role="status">
        <Spinner $size={24} /> {t('agenda.loading')}
      </Busy>
    );
  } else if (read.isError) {
    body = (
      <Alert tone="error">
        <p>{errorMessage(read.error, t('agenda.failed'))}</p>
        <Button type="button" onClick={() => void read.refetch()}>
          {t('agenda.retry')}
        </Button>
      </Alert>
    );
  } else if (read.data.events.length === 0) {
    body = (
      <StatePanel role="status">
        <p>{t('agenda.empty')}</p>
      </StatePanel>
    );
  } else {
    body = (
      <Days aria-busy={read.isFetching}>
        {byDay(read.data.events, timeZone).map((day) => (
          <DaySection key={day.date} aria-labelledby={`agenda-day-${day.date}`}>
            <DayTitle id={`agenda-day-${day.date}`}>{dayTitle(day.date)}</DayTitle>
            <Lessons>
              {day.events.map((event) => (
                <Lesson key={event.id} data-testid="agenda-lesson" data-status={event.status}>
                  <Time>
                    {timeOf(event.startsAt, timeZone)}–{timeOf(event.endsAt, timeZone)}
                  </Time>
                  <What>
                    <Link to={`/classes/${event.classId}`}>{event.className}</Link>
                    <Who>{who(event)}</Who>
                  </What>
                  <Status $status={event.status}>{t(`status.${event.status}`)}</Status>
                </Lesson>
              ))}
            </Lessons>
          </DaySection>
        ))}
      </Days>
    );
  }

  return (
    <Frame>
      <Bar>
        <Range aria-live="polite">{t('agenda.range', { from: formatDate(start), to: formatDate(last) })}</Range>
        <Buttons>
          <Button type="button" onClick={() => setStart(addDays(start, -AGENDA_DAYS))}>
            {t('agenda.previous')}
          </Button>
          <Button type="button" disabled={start === thisWeek} onClick={() => setStart(thisWeek)}>
            {t('agenda.current')}
          </Button>
          <Button type="button" onClick={() => setStart(addDays(start, AGENDA_DAYS))}>
            {t('agenda.next')}
          </Button>
        </Buttons>
      </Bar>
      <Zone>{t('page.timeZone', { zone: timeZone })}</Zone>
      {body}
    </Frame>
  );
}

/** The colour says the same as the word (never alone): planned, done, missed, called off. */
const STATUS_TONE: Record<ScheduleEventStatus, 'primary' | 'success' | 'danger' | 'textMuted'> = {
  scheduled: 'primary',
  completed: 'success',
  noShow: 'danger',
  noShowCharge: 'danger',
  canceled: 'textMuted',
};

const Frame = styled.div`
  display: grid;
  gap: 12px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

const Range = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Zone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const Days = styled.div`
  display: grid;
  gap: 16px;
`;

const DaySection = styled.section`
  display: grid;
  gap: 8px;
`;

const DayTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  text-transform: capitalize;
`;

const Lessons = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Lesson = styled.li`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;

  @media (max-width: 600px) {
    grid-column: 1 / -1;
  }
`;

const What = styled.span`
  display: grid;
  gap: 2px;
  min-inline-size: 0;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Who = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Status = styled.span<{ $status: ScheduleEventStatus }>`
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.875rem;
  white-space: nowrap;
  color: ${({ theme, $status }) => theme.colors[STATUS_TONE[$status]]};
  ${({ $status }) => ($status === 'canceled' ? 'text-decoration: line-through;' : '')}
`;
