import { useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useSearchParams, useTranslation } from '@school/shared';
import type { ScheduleEvent } from '@school/shared/contracts';
import { useQuery, withServerData } from '@school/shared/query';
import { Alert, Button, MutedText, PageTitle, SelectField } from '@school/shared/ui';
import { instantOf, wallClock } from '../../../lib/zoned-time';
import { FeedPanel } from '../../feed';
import { classOptionsRead, scheduleApi, scheduleRangeRead, teacherOptionsRead, wholeOf, workingHoursRead, type ClassOption, type ScheduleScope } from '../api/schedule-api';
import { CreateEventDialog } from '../components/create-event-dialog';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import { EditEventDialog } from '../components/edit-event-dialog';
import { EventDialog } from '../components/event-dialog';
import { MoveEventDialog } from '../components/move-event-dialog';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { useCheckedWrite } from '../hooks/use-checked-write';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { intersect, toBusinessHours, weekIn } from '../lib/working-hours';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  & > * {
    min-width: 200px;
  }
`;

/**
 * The school calendar's filters, one teacher and one class, kept in the address (`?teacher=`,
 * `?class=`) so a filtered calendar can be bookmarked or sent.
 */
function ScheduleFilters({ teacherId, classId, classes, onChange }: { teacherId: string; classId: string; classes: ClassOption[]; onChange: (name: 'teacher' | 'class', value: string) => void }) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const teachers = useQuery(teacherOptionsRead());
  return (
    <FilterBar role="group" aria-label={t('filters.label')}>
      <SelectField id={`${id}-teacher`} label={t('filters.teacher')} value={teacherId} onChange={(event) => onChange('teacher', event.target.value)}>
        <option value="">{t('filters.anyTeacher')}</option>
        {(teachers.data ?? []).map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-class`} label={t('filters.class')} value={classId} onChange={(event) => onChange('class', event.target.value)}>
        <option value="">{t('filters.anyClass')}</option>
        {classes.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}

interface WallRange {
  start: string;
  end: string;
}

/** The dialog open over the calendar: one at a time, each reached from the lesson's view. */
type Opened =
  | { kind: 'view' | 'edit' | 'delete'; event: ScheduleEvent }
  /** `start` and `revert`: a drag of a series lesson, asking one or following. */
  | { kind: 'move'; event: ScheduleEvent; start?: string; revert?: () => void };

/** The calendar of one scope: own lessons or the school's. */
export function SchedulePage({ scope }: { scope: ScheduleScope }) {
  const { t } = useTranslation('schedule');
  const timeZone = useViewerTimeZone();
  const [range, setRange] = useState<WallRange | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [creatingAt, setCreatingAt] = useState<string | null>(null);
  const revertDrop = useRef<(() => void) | null>(null);

  const [search, setSearch] = useSearchParams();
  // Filters apply to the school's calendar only (`GET schedule?teacherId&classId`).
  // A value that is no id (a hand-edited or cut address) is no filter, not a failed calendar.
  const filterOf = (name: 'teacher' | 'class') => {
    const value = scope === 'school' ? (search.get(name) ?? '') : '';
    return UUID.test(value) ? value : '';
  };
  const teacherId = filterOf('teacher');
  const classId = filterOf('class');
  const filters = { ...(teacherId ? { teacherId } : {}), ...(classId ? { classId } : {}) };
  const params = range ? { from: instantOf(range.start, timeZone).toISOString(), to: instantOf(range.end, timeZone).toISOString(), timeZone, ...filters } : null;
  const setFilter = (name: 'teacher' | 'class', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const schedule = useQuery({ ...scheduleRangeRead(scope, params ?? { from: '', to: '', timeZone }), enabled: params !== null });
  const classes = useQuery(classOptionsRead(scope));
  const hours = useQuery(workingHoursRead());

  // Shaded outside working hours: the school's; on one's own calendar, also outside one's own.
  const rangeStart = range?.start;
  const businessHours = useMemo(() => {
    if (!hours.data) return false;
    const at = rangeStart ? instantOf(rangeStart, timeZone) : new Date();
    const school = weekIn(hours.data.school, timeZone, at);
    return toBusinessHours(scope === 'mine' ? intersect(weekIn(hours.data.user, timeZone, at), school) : school);
  }, [hours.data, rangeStart, timeZone, scope]);

  // A drag of a single lesson saves at once (after the clash check); a series lesson asks first.
  const dropWrite = useCheckedWrite({
    success: t('move.saved'),
    failure: t('move.failed'),
    timeZone,
    onSaved: () => {
      revertDrop.current = null;
    },
    onAbandoned: () => {
      revertDrop.current?.();
      revertDrop.current = null;
    },
  });
  const moveByDrag = (event: ScheduleEvent, start: string, revert: () => void) => {
    if (event.seriesId) {
      setOpened({ kind: 'move', event, start, revert });
      return;
    }
    revertDrop.current = revert;
    const body = { ...wholeOf(event), startsAt: instantOf(start, timeZone).toISOString() };
    void dropWrite.submit({ dry: () => scheduleApi.update(event.id, body, 'one', true), save: () => scheduleApi.update(event.id, body, 'one') });
  };

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
      {scope === 'school' && <ScheduleFilters teacherId={teacherId} classId={classId} classes={classes.data ?? []} onChange={setFilter} />}
      {schedule.isError && <Alert tone="error">{t('page.loadFailed')}</Alert>}
      <ScheduleCalendar
        events={schedule.data?.events ?? []}
        dayCounts={schedule.data?.dayCounts ?? []}
        timeZone={timeZone}
        onRange={(start, end) => setRange((current) => (current?.start === start && current.end === end ? current : { start, end }))}
        onOpenEvent={(event) => setOpened({ kind: 'view', event })}
        onPickSlot={startCreating}
        businessHours={businessHours}
        onMoveEvent={moveByDrag}
      />
      {businessHours !== false && <MutedText>{t(scope === 'mine' ? 'hours.legendMine' : 'hours.legendSchool')}</MutedText>}
      <MutedText>{t('page.keyboardMove')}</MutedText>
      {scope === 'mine' && <FeedPanel />}
      {opened?.kind === 'view' && (
        <EventDialog
          event={opened.event}
          timeZone={timeZone}
          onClose={() => setOpened(null)}
          onEdit={(event) => setOpened({ kind: 'edit', event })}
          onMove={(event) => setOpened({ kind: 'move', event })}
          onDelete={(event) => setOpened({ kind: 'delete', event })}
        />
      )}
      {opened?.kind === 'edit' && <EditEventDialog event={opened.event} classes={classes.data ?? []} timeZone={timeZone} onClose={() => setOpened(null)} />}
      {opened?.kind === 'delete' && <DeleteEventDialog event={opened.event} timeZone={timeZone} onClose={() => setOpened(null)} />}
      {opened?.kind === 'move' && (
        <MoveEventDialog
          event={opened.event}
          timeZone={timeZone}
          initialStart={opened.start}
          onClose={(saved) => {
            if (!saved) opened.revert?.();
            setOpened(null);
          }}
        />
      )}
      {dropWrite.dialog}
      {creatingAt !== null && <CreateEventDialog classes={classes.data ?? []} timeZone={timeZone} initialStart={creatingAt} onClose={() => setCreatingAt(null)} />}
    </>
  );
}

/** `/lessons/schedule`: the signed-in teacher's own lessons (`GET schedule/user`). */
export const MySchedulePage = withServerData(() => <SchedulePage scope="mine" />);

/** `/lessons/schedule/school`: every lesson of the school (`GET schedule`, admin-access). */
export const SchoolSchedulePage = withServerData(() => <SchedulePage scope="school" />);
