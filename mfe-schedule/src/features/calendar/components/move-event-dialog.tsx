import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@school/shared';
import type { ScheduleEvent, ScheduleScope } from '@school/shared/contracts';
import { FormDialog, TextField } from '@school/shared/ui';
import { instantOf, wallClock } from '../../../lib/zoned-time';
import { scheduleApi, wholeOf } from '../api/schedule-api';
import { useCheckedWrite } from '../hooks/use-checked-write';
import { ScopeField } from './scope-field';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface MoveEventDialogProps {
  event: ScheduleEvent;
  /** The viewer's zone: the date and time are read in it, as the calendar shows them. */
  timeZone: string;
  /** Where a drag dropped it (`yyyy-MM-ddTHH:mm` in the viewer's zone); else where it is. */
  initialStart?: string;
  /** Saved: true; closed without saving: false (a drag puts the lesson back). */
  onClose: (saved: boolean) => void;
}

/**
 * Moving a lesson to another date and time: the keyboard's way to do what a drag does, and what a
 * drag of a series lesson opens to ask one or following. The duration and the rest stay.
 */
export function MoveEventDialog({ event, timeZone, initialStart, onClose }: MoveEventDialogProps) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const start = initialStart ?? wallClock(new Date(event.startsAt), timeZone).slice(0, 16);
  const [date, setDate] = useState(start.slice(0, 10));
  const [time, setTime] = useState(start.slice(11, 16));
  const [scope, setScope] = useState<ScheduleScope>('one');
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const write = useCheckedWrite({ success: t('move.saved'), failure: t('move.failed'), timeZone, onSaved: () => onClose(true) });

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const found = { ...(DATE.test(date) ? {} : { date: t('move.dateInvalid') }), ...(TIME.test(time) ? {} : { time: t('move.timeInvalid') }) };
    setErrors(found);
    if (found.date || found.time) return;
    const body = { ...wholeOf(event), startsAt: instantOf(`${date}T${time}`, timeZone).toISOString() };
    const chosen = event.seriesId ? scope : 'one';
    void write.submit({ dry: () => scheduleApi.update(event.id, body, chosen, true), save: () => scheduleApi.update(event.id, body, chosen) });
  };

  return (
    <>
      <FormDialog title={t('move.title', { className: event.className })} onClose={() => onClose(false)} onSubmit={submit} busy={write.busy} submitLabel={t('move.submit')} busyLabel={t('event.saving')} size="sm">
        <TextField id={`${id}-date`} label={t('move.date')} type="date" data-autofocus value={date} error={errors.date} disabled={write.busy} onChange={(change) => setDate(change.target.value)} />
        <TextField id={`${id}-time`} label={t('move.time')} type="time" hint={t('move.zoneHint', { zone: timeZone })} value={time} error={errors.time} disabled={write.busy} onChange={(change) => setTime(change.target.value)} />
        {event.seriesId && <ScopeField action="change" value={scope} onChange={setScope} disabled={write.busy} />}
      </FormDialog>
      {write.dialog}
    </>
  );
}
