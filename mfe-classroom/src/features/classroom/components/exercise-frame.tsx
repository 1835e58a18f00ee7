import type { ReactNode } from 'react';
import { useTranslation } from '@school/shared';
import { Spinner } from '@school/shared/ui';
import styled from 'styled-components';
import type { ClassExercise } from '../../../api/class-queries';
import type { AnswerScore } from '../../../lib/classroom-contracts';
import { usePlayer } from '../hooks/use-player';

export interface ExerciseFrameProps {
  exercise: ClassExercise;
  /** The answer shown: the student's draft, or the watched student's stored answer. */
  answer: unknown;
  onAnswer?: (answer: unknown) => void;
  /** The server's score of the answer shown, when it is the one scored. */
  result?: AnswerScore;
  readOnly: boolean;
  hidden?: boolean;
  /** Under the task: save status, score. */
  footer?: ReactNode;
  /** Beside the title: the teacher's actions. */
  actions?: ReactNode;
  /** Below: comments. */
  children?: ReactNode;
  /** Shown instead of the player (the teacher's review of a voice answer). */
  replacement?: ReactNode;
}

/**
 * One exercise of the class: its title and instruction, the same player the lesson preview
 * shows (from the student copy), and what the classroom adds around it.
 */
export function ExerciseFrame({ exercise, answer, onAnswer, result, readOnly, hidden = false, footer, actions, children, replacement }: ExerciseFrameProps) {
  const { t } = useTranslation('classroom');
  const player = usePlayer(exercise.type);
  const Player = player.component;
  const headingId = `exercise-${exercise.id}`;
  return (
    <Card aria-labelledby={headingId} data-exercise-id={exercise.id} data-hidden={hidden || undefined}>
      <Head>
        <div>
          <h3 id={headingId} dir="auto">
            {exercise.title || t(`exerciseTypes.${exercise.type}`, { defaultValue: exercise.type })}
          </h3>
          {hidden && <HiddenBadge>{t('exercise.hiddenBadge')}</HiddenBadge>}
        </div>
        {actions}
      </Head>
      {exercise.instruction && <Instruction dir="auto">{exercise.instruction}</Instruction>}
      {replacement ?? (
      <div data-player={Player ? 'ready' : 'loading'}>
        {player.error ? (
          <p role="alert">{t('exercise.playerError')}</p>
        ) : Player ? (
          <Player exercise={exercise} answer={answer as never} onAnswer={(next: unknown) => onAnswer?.(next)} result={result} readOnly={readOnly} />
        ) : (
          <Loading role="status">
            <Spinner /> {t('exercise.loadingPlayer')}
          </Loading>
        )}
      </div>
      )}
      {footer && <Footer>{footer}</Footer>}
      {children}
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: 12px;
  min-inline-size: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[data-hidden] {
    border-style: dashed;
    opacity: 0.85;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

const HiddenBadge = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Instruction = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
