import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@school/shared';
import { SCHEDULE_EVENT_STATUSES, scheduleEventUpdateSchema, type ScheduleEvent, type ScheduleEventStatus, type ScheduleEventUpdate, type ScheduleScope } from '@school/shared/contracts';
import { FormDialog, SelectField, TextField } from '@school/shared/ui';
import * as z from 'zod/mini';
import { instantOf, wallClock } from '../../../lib/zoned-time';
import { scheduleApi, type ClassOption } from '../api/schedule-api';
import { useCheckedWrite } from '../hooks/use-checked-write';
import { ScopeField } from './scope-field';

/** What the edit form holds: the start as the wall clock of the form's zone, texts as typed. */
export interface EditEventDraft {
  classId: string;
  start: string;
  duration: string;
  timeZone: string;
  status: ScheduleEventStatus;
  meetingLink: string;
}

export const draftOf = (event: ScheduleEvent): EditEventDraft => ({
  classId: event.classId,
  start: wallClock(new Date(event.startsAt), event.timeZone).slice(0, 16),
  duration: String(event.durationMinutes),
  timeZone: event.timeZone,
  status: event.status,
  meetingLink: event.meetingLink ?? '',
});

/** The whole body of PUT schedule/{id}: the start as an instant of the form's zone, an empty link as none. */
export function updateBody(draft: EditEventDraft): ScheduleEventUpdate {
  const start = draft.start ? instantOf(draft.start, draft.timeZone || 'UTC') : null;
  return {
    classId: draft.classId,
    startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : draft.start,
    durationMinutes: Number(draft.duration),
    timeZone: draft.timeZone,
    meetingLink: draft.meetingLink.trim() || null,
    status: draft.status,
  };
}

function refusals(body: ScheduleEventUpdate): Record<string, string> {
  const result = z.safeParse(scheduleEventUpdateSchema, body);
  if (result.success) return {};
  const fieldOf: Record<string, string> = { startsAt: 'start', durationMinutes: 'duration' };
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const first = String(issue.path[0] ?? 'form');
    byField[fieldOf[first] ?? first] ??= issue.message;
  }
  return byField;
}

export interface EditEventDialogProps {
  event: ScheduleEvent;
  classes: ClassOption[];
  /** The viewer's zone (the clash warning's times). */
  timeZone: string;
  onClose: () => void;
}

/** Changing a lesson: class, date and time, duration, zone, status and link; a series asks one or following. */
export function EditEventDialog({ event, classes, timeZone, onClose }: EditEventDialogProps) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [draft, setDraft] = useState<EditEventDraft>(() => draftOf(event));
  const [scope, setScope] = useState<ScheduleScope>('one');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EditEventDraft>(key: K, value: EditEventDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const message = (field: string) => (errors[field] ? t(`common:${errors[field]}`) : undefined);
  // The lesson's own class stays offered even when a long list left it out.
  const options = classes.some((option) => option.id === event.classId) ? classes : [{ id: event.classId, name: event.className }, ...classes];

  const write = useCheckedWrite({ success: t('edit.saved'), failure: t('edit.failed'), timeZone, onSaved: onClose });

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const body = updateBody(draft);
    const found = refusals(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const chosen = event.seriesId ? scope : 'one';
    void write.submit({ dry: () => scheduleApi.update(event.id, body, chosen, true), save: () => scheduleApi.update(event.id, body, chosen) });
  };

  return (
    <>
      <FormDialog title={t('edit.title', { className: event.className })} onClose={onClose} onSubmit={submit} busy={write.busy} submitLabel={t('edit.submit')} busyLabel={t('event.saving')}>
        <SelectField id={`${id}-class`} label={t('create.class')} value={draft.classId} error={message('classId')} disabled={write.busy} onChange={(change) => set('classId', change.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-start`} label={t('create.start')} type="datetime-local" value={draft.start} error={message('start')} disabled={write.busy} onChange={(change) => set('start', change.target.value)} />
        <TextField id={`${id}-duration`} label={t('create.duration')} kind="integer" value={draft.duration} error={message('duration')} disabled={write.busy} onChange={(change) => set('duration', change.target.value)} />
        <TextField id={`${id}-zone`} label={t('create.timeZone')} hint={t('create.timeZoneHint')} value={draft.timeZone} error={message('timeZone')} disabled={write.busy} onChange={(change) => set('timeZone', change.target.value)} />
        <SelectField id={`${id}-status`} label={t('event.status')} value={draft.status} error={message('status')} disabled={write.busy} onChange={(change) => set('status', change.target.value as ScheduleEventStatus)}>
          {SCHEDULE_EVENT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`status.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-link`} label={t('create.meetingLink')} kind="url" value={draft.meetingLink} error={message('meetingLink')} disabled={write.busy} onChange={(change) => set('meetingLink', change.target.value)} />
        {event.seriesId && <ScopeField action="change" value={scope} onChange={setScope} disabled={write.busy} />}
      </FormDialog>
      {write.dialog}
    </>
  );
}
