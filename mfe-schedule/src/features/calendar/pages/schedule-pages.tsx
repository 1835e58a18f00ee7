import { useState } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { ScheduleEvent } from '@school/shared/contracts';
import { useQuery, withServerData } from '@school/shared/query';
import { Alert, Button, MutedText, PageTitle } from '@school/shared/ui';
import { instantOf, wallClock } from '../../../lib/zoned-time';
import { classOptionsRead, scheduleRangeRead, type ScheduleScope } from '../api/schedule-api';
import { CreateEventDialog } from '../components/create-event-dialog';
import { EventDialog } from '../components/event-dialog';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
`;

interface WallRange {
  start: string;
  end: string;
}

/** The calendar of one scope: own lessons or the school's. */
export function SchedulePage({ scope }: { scope: ScheduleScope }) {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const [range, setRange] = useState<WallRange | null>(null);
  const [opened, setOpened] = useState<ScheduleEvent | null>(null);
  const [creatingAt, setCreatingAt] = useState<string | null>(null);

  const params = range ? { from: instantOf(range.start, timeZone).toISOString(), to: instantOf(range.end, timeZone).toISOString(), timeZone } : null;
  const schedule = useQuery({ ...scheduleRangeRead(scope, params ?? { from: '', to: '', timeZone }), enabled: params !== null });
  const classes = useQuery(classOptionsRead(scope));

  const startCreating = (start?: string) => setCreatingAt(start ?? wallClock(new Date(), timeZone).slice(0, 14).concat('00'));

  return (
    <>
      <Heading>
        <PageTitle>{t(scope === 'mine' ? 'page.mineTitle' : 'page.schoolTitle')}</PageTitle>
        <Button type="button" $variant="primary" onClick={() => startCreating()}>
          {t('page.create')}
        </Button>
      </Heading>
      <MutedText>{t('page.timeZone', { zone: timeZone })}</MutedText>
      {schedule.isError && <Alert tone="error">{t('page.loadFailed')}</Alert>}
      <ScheduleCalendar
        events={schedule.data?.events ?? []}
        dayCounts={schedule.data?.dayCounts ?? []}
        timeZone={timeZone}
        onRange={(start, end) => setRange((current) => (current?.start === start && current.end === end ? current : { start, end }))}
        onOpenEvent={setOpened}
        onPickSlot={startCreating}
      />
      {opened && <EventDialog event={opened} timeZone={timeZone} onClose={() => setOpened(null)} />}
      {creatingAt !== null && <CreateEventDialog classes={classes.data ?? []} timeZone={timeZone} initialStart={creatingAt} onClose={() => setCreatingAt(null)} />}
    </>
  );
}

/** `/lessons/schedule`: the signed-in teacher's own lessons (`GET schedule/user`). */
export const MySchedulePage = withServerData(() => <SchedulePage scope="mine" />);

/** `/lessons/schedule/school`: every lesson of the school (`GET schedule`, admin-access). */
export const SchoolSchedulePage = withServerData(() => <SchedulePage scope="school" />);
