import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { VisuallyHidden } from '@school/shared/ui';
import type { Score } from '../contract.js';

const Badge = styled.span<{ $correct: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 22px;
  block-size: 22px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ $correct, theme }) => ($correct ? theme.colors.success : theme.colors.danger)};
  vertical-align: middle;
`;

/**
 * Right or wrong for one item: a tick or a cross on the colour, and the word for screen
 * readers, so the mark never rests on colour alone.
 */
export function ResultMark({ correct, id }: { correct: boolean | undefined; id?: string }) {
  const { t } = useTranslation('exercises');
  if (correct === undefined) return null;
  return (
    <Badge $correct={correct} id={id} data-result={correct ? 'correct' : 'incorrect'}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {correct ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
      <VisuallyHidden>{t(correct ? 'player.result.correct' : 'player.result.incorrect')}</VisuallyHidden>
    </Badge>
  );
}

const Summary = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/**
 * "3 of 5 correct" above the task once the server has scored it. The region is there from the
 * start, so a screen reader hears the score when it arrives.
 */
export function ScoreSummary({ result }: { result: Score | undefined }) {
  const { t } = useTranslation('exercises');
  return (
    <Summary role="status" data-score>
      {result ? t('player.result.summary', { correct: result.correct, total: result.total }) : ''}
    </Summary>
  );
}

/** The mark of item `index`, if the task was scored. */
export const markOf = (result: Score | undefined, index: number): boolean | undefined => result?.items[index];
