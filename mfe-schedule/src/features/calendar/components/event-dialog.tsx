import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { toast, useTranslation } from '@school/shared';
import { SCHEDULE_EVENT_STATUSES, type ScheduleEvent, type ScheduleEventStatus } from '@school/shared/contracts';
import { scheduleKeys, useQuery, useWrite } from '@school/shared/query';
import { Alert, Button, Dialog, DialogFooter, SelectField } from '@school/shared/ui';
import { isSafeMeetingLink } from '../../../lib/zoned-time';
import { eventRead, scheduleApi } from '../api/schedule-api';

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

const Students = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
`;

const NoneLeft = styled.span`
  margin-inline-start: 8px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid currentColor;
`;

const Left = styled.span`
  margin-inline-start: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 0;
`;

export interface EventDialogProps {
  event: ScheduleEvent;
  /** The zone the viewer reads times in. */
  timeZone: string;
  onClose: () => void;
  /** Staff who may change it: open the edit form, the move form, the deletion. */
  onEdit?: (event: ScheduleEvent) => void;
  onMove?: (event: ScheduleEvent) => void;
  onDelete?: (event: ScheduleEvent) => void;
}

/** One lesson: its class, time, duration, status and meeting link, and the status to set. */
export function EventDialog({ event: listed, timeZone, onClose, onEdit, onMove, onDelete }: EventDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const statusId = useId();
  // Read again on opening: staff get each student's lessons left, and the list may be older.
  const fresh = useQuery(eventRead(listed.id));
  const event = fresh.data ?? listed;
  const left = new Map((event.lessonsLeft ?? []).map((item) => [item.studentId, item.lessonsLeft]));
  const upcoming = event.status === 'scheduled';
  const noneLeft = upcoming ? event.students.filter((student) => left.get(student.id) === 0) : [];
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
        <dt>{t('event.students')}</dt>
        <dd>
          {event.students.length === 0 ? (
            t('event.noStudents')
          ) : (
            <Students>
              {event.students.map((student) => {
                const count = left.get(student.id);
                return (
                  <li key={student.id}>
                    {student.firstName} {student.lastName}
                    {count === 0 && upcoming ? <NoneLeft>{t('event.noLessonsLeft')}</NoneLeft> : count !== undefined ? <Left>{t('event.lessonsLeft', { count })}</Left> : null}
                  </li>
                );
              })}
            </Students>
          )}
        </dd>
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
      {noneLeft.length > 0 && (
        <Alert tone="info">{t('event.noneLeftWarning', { names: noneLeft.map((student) => `${student.firstName} ${student.lastName}`).join(', ') })}</Alert>
      )}
      <SelectField id={statusId} label={t('event.changeStatus')} value={status} disabled={change.isPending} onChange={(changeEvent) => setStatus(changeEvent.target.value as ScheduleEventStatus)}>
        {SCHEDULE_EVENT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`status.${option}`)}
          </option>
        ))}
      </SelectField>
      {(onEdit || onMove || onDelete) && (
        <Actions>
          {onEdit && (
            <Button type="button" onClick={() => onEdit(event)} disabled={change.isPending}>
              {t('event.edit')}
            </Button>
          )}
          {onMove && (
            <Button type="button" onClick={() => onMove(event)} disabled={change.isPending}>
              {t('event.move')}
            </Button>
          )}
          {onDelete && (
            <Button type="button" $variant="danger" onClick={() => onDelete(event)} disabled={change.isPending}>
              {t('event.delete')}
            </Button>
          )}
        </Actions>
      )}
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
