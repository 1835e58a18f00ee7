import { useTranslation } from '@school/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Input, media } from '@school/shared/ui';
import { dayHoursSchema, WEEKDAYS, type Weekday, type WorkingSchedule } from '../admin-contracts';

/** One weekday as the form holds it: unchecked is a day off; the times stay while unchecked. */
export interface DayDraft {
  working: boolean;
  startTime: string;
  endTime: string;
}

export type ScheduleDraft = Record<Weekday, DayDraft>;

const DEFAULT_HOURS = { startTime: '09:00', endTime: '17:00' };

export function scheduleDraft(schedule: WorkingSchedule | undefined): ScheduleDraft {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = schedule?.[day];
      return [day, hours ? { working: true, ...hours } : { working: false, ...DEFAULT_HOURS }];
    }),
  ) as ScheduleDraft;
}

/** The schedule to send, and the message key of each day that is wrong (the contract's own rule). */
export function readSchedule(draft: ScheduleDraft): { schedule: WorkingSchedule; errors: Partial<Record<Weekday, string>> } {
  const schedule = {} as WorkingSchedule;
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const { working, startTime, endTime } = draft[day];
    if (!working) {
      schedule[day] = null;
      continue;
    }
    const result = dayHoursSchema.safeParse({ startTime, endTime });
    if (result.success) schedule[day] = result.data;
    else {
      schedule[day] = null;
      errors[day] = result.error.issues[0]?.message ?? 'admin.timeFormat';
    }
  }
  return { schedule, errors };
}

export interface ScheduleFieldsProps {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  /** Message keys (common namespace) per day, shown after a submit. */
  errors: Partial<Record<Weekday, string>>;
  disabled?: boolean;
}

/** Working hours per weekday (spec 01 §3): a checkbox per day and its start and end time. */
export function ScheduleFields({ value, onChange, errors, disabled }: ScheduleFieldsProps) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const set = (day: Weekday, change: Partial<DayDraft>) => onChange({ ...value, [day]: { ...value[day], ...change } });

  return (
    <Fieldset>
      <Legend>{t('schedule.legend')}</Legend>
      {WEEKDAYS.map((day) => {
        const draft = value[day];
        const name = t(`weekdays.${day}`);
        const errorId = `${baseId}-${day}-error`;
        const error = errors[day];
        return (
          <Day key={day}>
            <Check>
              <input type="checkbox" checked={draft.working} disabled={disabled} onChange={(event) => set(day, { working: event.target.checked })} />
              {name}
            </Check>
            {draft.working ? (
              <Times>
                <Input
                  type="time"
                  aria-label={t('schedule.start', { day: name })}
                  value={draft.startTime}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  data-day-error={error ? day : undefined}
                  onChange={(event) => set(day, { startTime: event.target.value })}
                />
                <span aria-hidden="true">–</span>
                <Input
                  type="time"
                  aria-label={t('schedule.end', { day: name })}
                  value={draft.endTime}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => set(day, { endTime: event.target.value })}
                />
              </Times>
            ) : (
              <DayOff>{t('schedule.dayOff')}</DayOff>
            )}
            {error && <ErrorText id={errorId}>{t(`common:${error}`)}</ErrorText>}
          </Day>
        );
      })}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px 16px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-inline-size: 0;
`;

const Legend = styled.legend`
  padding-inline: 4px;
  font-weight: 600;
`;

const Day = styled.div`
  display: grid;
  grid-template-columns: 10em minmax(0, 1fr);
  align-items: center;
  gap: 4px 12px;
  > :last-child:not(:nth-child(2)) {
    grid-column: 2;
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    > :last-child:not(:nth-child(2)) {
      grid-column: 1;
    }
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 44px;
`;

const Times = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  /* The browser sizes a time field to its locale's format: a fixed width clipped "09:00 AM". */
  > input {
    inline-size: auto;
    min-inline-size: 6.5em;
  }
`;

const DayOff = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
