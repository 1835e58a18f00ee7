import { useTranslation } from '@school/shared';
import type { SaveStatus } from '@school/shared/live';
import styled from 'styled-components';

/**
 * Where a student's answer is: saving, saved, kept in the browser until the connection is back,
 * or not saved and why (the server's message). A polite live region per exercise, so a screen
 * reader hears it without leaving the task.
 */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('classroom');
  let text = '';
  if (status.state === 'saving') text = t('answer.saving');
  else if (status.state === 'saved') text = t('answer.saved');
  else if (status.state === 'waiting') text = t('answer.waiting');
  else if (status.state === 'failed') text = status.reason ? t('answer.failedBecause', { reason: status.reason }) : t('answer.failed');
  return (
    <Status role="status" data-save-state={status.state} $tone={status.state === 'failed' ? 'danger' : status.state === 'saved' ? 'success' : 'textMuted'}>
      {text}
    </Status>
  );
}

const Status = styled.span<{ $tone: 'danger' | 'success' | 'textMuted' }>`
  min-block-size: 1.25em;
  font-size: 0.875rem;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;
