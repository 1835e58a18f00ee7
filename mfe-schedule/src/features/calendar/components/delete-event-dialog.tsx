import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { ScheduleEvent, ScheduleScope } from '@school/shared/contracts';
import { scheduleKeys, useWrite } from '@school/shared/query';
import { Button, Dialog, DialogFooter } from '@school/shared/ui';
import { scheduleApi } from '../api/schedule-api';
import { ScopeField } from './scope-field';

const Question = styled.p`
  margin: 0 0 12px;
`;

export interface DeleteEventDialogProps {
  event: ScheduleEvent;
  timeZone: string;
  onClose: () => void;
}

/** Deleting a lesson (a series: this one or this and the following); charged lessons are given back. */
export function DeleteEventDialog({ event, timeZone, onClose }: DeleteEventDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const questionId = useId();
  const [scope, setScope] = useState<ScheduleScope>('one');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(event.startsAt));
  const remove = useWrite({
    write: (chosen: ScheduleScope) => scheduleApi.remove(event.id, chosen),
    success: t('delete.done'),
    failure: t('delete.failed'),
    invalidates: [scheduleKeys.all],
    onSuccess: onClose,
  });
  return (
    <Dialog title={t('delete.title')} role="alertdialog" describedBy={questionId} onClose={onClose} busy={remove.isPending} size="sm">
      <Question id={questionId}>{t('delete.question', { className: event.className, when })}</Question>
      {event.seriesId && <ScopeField action="delete" value={scope} onChange={setScope} disabled={remove.isPending} />}
      <Question>{t('delete.refundNote')}</Question>
      <DialogFooter>
        <Button type="button" data-autofocus onClick={onClose} disabled={remove.isPending}>
          {t('event.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => remove.mutate(scope)} disabled={remove.isPending} aria-busy={remove.isPending}>
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
