import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { toast, useTranslation } from '@school/shared';
import { SCHEDULE_EVENT_STATUSES, type ScheduleEvent, type ScheduleEventStatus } from '@school/shared/contracts';
import { scheduleKeys, useWrite } from '@school/shared/query';
import { Button, Dialog, DialogFooter, SelectField } from '@school/shared/ui';
import { isSafeMeetingLink } from '../../../lib/zoned-time';
import { scheduleApi } from '../api/schedule-api';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const MeetingLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

export interface EventDialogProps {
  event: ScheduleEvent;
  /** The zone the viewer reads times in. */
  timeZone: string;
  onClose: () => void;
}

/** One lesson: its class, time, duration, status and meeting link, and the status to set. */
export function EventDialog({ event, timeZone, onClose }: EventDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const statusId = useId();
  const [status, setStatus] = useState<ScheduleEventStatus>(event.status);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(event.startsAt));
  const names = new Map([...event.students, ...(event.teacher ? [event.teacher] : [])].map((person) => [person.id, `${person.firstName} ${person.lastName}`]));

  const change = useWrite({
    write: (next: ScheduleEventStatus) => scheduleApi.setStatus(event, next),
    success: t('event.statusSaved'),
    failure: t('event.statusFailed'),
    invalidates: [scheduleKeys.all],
    onSuccess: (result) => {
      if (result.charges.notCharged.length > 0) {
        const who = result.charges.notCharged.map((id) => names.get(id) ?? id).join(', ');
        toast.info(t('event.notCharged', { names: who }));
      }
      onClose();
    },
  });

  return (
    <Dialog title={event.className} onClose={onClose} busy={change.isPending}>
      <Details>
        <dt>{t('event.class')}</dt>
        <dd>{event.className}</dd>
        <dt>{t('event.time')}</dt>
        <dd>{when}</dd>
        <dt>{t('event.duration')}</dt>
        <dd>{t('event.minutes', { count: event.durationMinutes })}</dd>
        <dt>{t('event.status')}</dt>
        <dd>{t(`status.${event.status}`)}</dd>
        <dt>{t('event.meetingLink')}</dt>
        <dd>
          {isSafeMeetingLink(event.meetingLink) ? (
            <MeetingLink href={event.meetingLink} target="_blank" rel="noopener noreferrer">
              {t('event.openMeeting')}
            </MeetingLink>
          ) : (
            t('event.noMeetingLink')
          )}
        </dd>
      </Details>
      <SelectField id={statusId} label={t('event.changeStatus')} value={status} disabled={change.isPending} onChange={(changeEvent) => setStatus(changeEvent.target.value as ScheduleEventStatus)}>
        {SCHEDULE_EVENT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`status.${option}`)}
          </option>
        ))}
      </SelectField>
      <DialogFooter>
        <Button type="button" onClick={onClose} disabled={change.isPending}>
          {t('event.close')}
        </Button>
        <Button type="button" $variant="primary" disabled={change.isPending || status === event.status} onClick={() => change.mutate(status)}>
          {change.isPending ? t('event.saving') : t('event.saveStatus')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
