import { useTranslation } from '@school/shared';
import { homeworkStatusName, HOMEWORK_STATUS, type HomeworkUserStatus } from '@school/shared/contracts';
import styled from 'styled-components';

type Tone = 'textMuted' | 'primary' | 'danger' | 'success';
const TONES: Record<ReturnType<typeof homeworkStatusName>, Tone> = { notDone: 'textMuted', inProgress: 'primary', needsReview: 'danger', done: 'success' };

/** A status as words (spec 02 §4 labels), coloured so "needs review" and "done" stand out; never colour alone. */
export function HomeworkStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('classroom');
  const name = homeworkStatusName(status);
  return (
    <Badge data-homework-status={name} $tone={TONES[name]}>
      {t(`homework.status.${name}`)}
    </Badge>
  );
}

/** Who has sent it (needs review) and who is done, out of the class's students: the teacher's summary. */
export function sentSummary(statuses: readonly HomeworkUserStatus[]) {
  return {
    sent: statuses.filter((entry) => entry.status === HOMEWORK_STATUS.needsReview).length,
    done: statuses.filter((entry) => entry.status === HOMEWORK_STATUS.done).length,
    total: statuses.length,
  };
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;
