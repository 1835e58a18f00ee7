import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { WEEKDAYS, scheduleEventCreateSchema, type ScheduleEventCreate, type Weekday } from '@school/shared/contracts';
import { FormDialog, SelectField, TextField } from '@school/shared/ui';
import * as z from 'zod/mini';
import { instantOf } from '../../../lib/zoned-time';
import { scheduleApi, type ClassOption } from '../api/schedule-api';
import { useCheckedWrite } from '../hooks/use-checked-write';

const Weekdays = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

/** What the form holds: the wall-clock start in the chosen zone, texts as typed. */
export interface CreateEventDraft {
  classId: string;
  start: string;
  duration: string;
  timeZone: string;
  meetingLink: string;
  repeat: boolean;
  weekdays: Weekday[];
  until: string;
  count: string;
}

const optionalInt = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body of POST schedule/my: the start as an instant of the chosen zone, empty fields left out. */
export function createBody(draft: CreateEventDraft): ScheduleEventCreate {
  const start = draft.start ? instantOf(draft.start, draft.timeZone || 'UTC') : null;
  return {
    classId: draft.classId,
    startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : draft.start,
    durationMinutes: Number(draft.duration),
    timeZone: draft.timeZone,
    ...(draft.meetingLink.trim() ? { meetingLink: draft.meetingLink.trim() } : {}),
    ...(draft.repeat
      ? { repeat: { weekdays: draft.weekdays, ...(draft.until ? { until: draft.until } : {}), ...(draft.count.trim() ? { count: optionalInt(draft.count) } : {}) } }
      : {}),
  };
}

/** Each refused field's first message key, by the field of the form it belongs to. */
function refusals(body: ScheduleEventCreate): Record<string, string> {
  const result = z.safeParse(scheduleEventCreateSchema, body);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  const fieldOf: Record<string, string> = { startsAt: 'start', durationMinutes: 'duration' };
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    const field = first === 'repeat' ? (second === 'count' ? 'count' : second === 'until' ? 'until' : 'weekdays') : (fieldOf[first ?? ''] ?? first ?? 'form');
    byField[field] ??= issue.message;
  }
  return byField;
}

export interface CreateEventDialogProps {
  classes: ClassOption[];
  /** The viewer's zone: the form's default. */
  timeZone: string;
  /** The start offered (`yyyy-MM-ddTHH:mm`, e.g. the slot clicked). */
  initialStart: string;
  onClose: () => void;
}

/** A new lesson, once or weekly (spec 02 §3). */
export function CreateEventDialog({ classes, timeZone, initialStart, onClose }: CreateEventDialogProps) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [draft, setDraft] = useState<CreateEventDraft>({
    classId: classes[0]?.id ?? '',
    start: initialStart,
    duration: '60',
    timeZone,
    meetingLink: '',
    repeat: false,
    weekdays: [],
    until: '',
    count: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof CreateEventDraft>(key: K, value: CreateEventDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const message = (field: string) => (errors[field] ? t(`common:${errors[field]}`) : undefined);

  // A double booking is a warning, never a refusal (the API's choice): asked before saving.
  const create = useCheckedWrite({ success: t('create.saved'), failure: t('create.failed'), timeZone, onSaved: onClose });

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const body = createBody(draft);
    const found = refusals(body);
    setErrors(found);
    if (Object.keys(found).length === 0) void create.submit({ dry: () => scheduleApi.create(body, true), save: () => scheduleApi.create(body) });
  };

  const toggleDay = (day: Weekday) => set('weekdays', draft.weekdays.includes(day) ? draft.weekdays.filter((item) => item !== day) : [...draft.weekdays, day]);

  return (
    <>
    <FormDialog
      title={t('create.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.busy}
      submitLabel={t('create.submit')}
      busyLabel={t('create.saving')}
      canSubmit={classes.length > 0}
    >
      <SelectField id={`${id}-class`} label={t('create.class')} value={draft.classId} error={message('classId') ?? (classes.length === 0 ? t('create.noClasses') : undefined)} onChange={(event) => set('classId', event.target.value)}>
        {classes.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <TextField id={`${id}-start`} label={t('create.start')} type="datetime-local" value={draft.start} error={message('start')} onChange={(event) => set('start', event.target.value)} />
      <TextField id={`${id}-duration`} label={t('create.duration')} kind="integer" value={draft.duration} error={message('duration')} onChange={(event) => set('duration', event.target.value)} />
      <TextField id={`${id}-zone`} label={t('create.timeZone')} hint={t('create.timeZoneHint')} value={draft.timeZone} error={message('timeZone')} onChange={(event) => set('timeZone', event.target.value)} />
      <TextField id={`${id}-link`} label={t('create.meetingLink')} kind="url" value={draft.meetingLink} error={message('meetingLink')} onChange={(event) => set('meetingLink', event.target.value)} />
      <Check>
        <input type="checkbox" checked={draft.repeat} onChange={(event) => set('repeat', event.target.checked)} />
        {t('create.repeat')}
      </Check>
      {draft.repeat && (
        <>
          <Weekdays aria-invalid={errors.weekdays ? true : undefined}>
            <legend>{t('create.weekdays')}</legend>
            {WEEKDAYS.map((day) => (
              <Check key={day}>
                <input type="checkbox" checked={draft.weekdays.includes(day)} onChange={() => toggleDay(day)} />
                {t(`weekday.${day}`)}
              </Check>
            ))}
          </Weekdays>
          {errors.weekdays && <span role="alert">{message('weekdays')}</span>}
          <TextField id={`${id}-until`} label={t('create.until')} type="date" value={draft.until} error={message('until')} onChange={(event) => set('until', event.target.value)} />
          <TextField id={`${id}-count`} label={t('create.count')} kind="integer" value={draft.count} error={message('count')} onChange={(event) => set('count', event.target.value)} />
        </>
      )}
    </FormDialog>
    {create.dialog}
    </>
  );
}
