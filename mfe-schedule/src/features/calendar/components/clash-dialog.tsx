import { useId } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { ScheduleClash } from '@school/shared/contracts';
import { Button, Dialog, DialogFooter } from '@school/shared/ui';

const Question = styled.p`
  margin: 0 0 12px;
`;

const Clashes = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
  display: grid;
  gap: 6px;
`;

export interface ClashDialogProps {
  clashes: ScheduleClash[];
  /** The zone the viewer reads times in. */
  timeZone: string;
  busy: boolean;
  onGoOn: () => void;
  onCancel: () => void;
}

/** One line per person and other lesson: a series can clash several times with the same lesson. */
export function distinctClashes(clashes: readonly ScheduleClash[]): ScheduleClash[] {
  const seen = new Set<string>();
  return clashes.filter((clash) => {
    const key = `${clash.person.id}|${clash.otherEventId}|${clash.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The double bookings a write would make, asked before it is saved (the API warns, never
 * refuses: a school double-books on purpose for a makeup lesson). Focus starts on "Go back".
 */
export function ClashDialog({ clashes, timeZone, busy, onGoOn, onCancel }: ClashDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const questionId = useId();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Dialog title={t('clash.title')} role="alertdialog" describedBy={questionId} onClose={onCancel} busy={busy} size="sm">
      <Question id={questionId}>{t('clash.question')}</Question>
      <Clashes aria-label={t('clash.listLabel')}>
        {distinctClashes(clashes).map((clash) => (
          <li key={`${clash.person.id}|${clash.otherEventId}|${clash.role}`}>
            {t(`clash.${clash.role}`, {
              name: `${clash.person.firstName} ${clash.person.lastName}`,
              className: clash.otherClassName,
              when: format.format(new Date(clash.otherStartsAt)),
            })}
          </li>
        ))}
      </Clashes>
      <DialogFooter>
        <Button type="button" data-autofocus onClick={onCancel} disabled={busy}>
          {t('clash.back')}
        </Button>
        <Button type="button" $variant="primary" onClick={onGoOn} disabled={busy} aria-busy={busy}>
          {busy ? t('event.saving') : t('clash.saveAnyway')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
