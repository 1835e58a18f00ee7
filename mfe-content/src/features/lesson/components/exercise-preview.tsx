import { useState } from 'react';
import { isCheckableType, type Score, type StudentExercise } from '@school/exercises';
import { errorMessage, useTranslation } from '@school/shared';
import { BusyText, Button, Spinner } from '@school/shared/ui';
import styled from 'styled-components';
import { usePlayer } from '../hooks/use-exercise-parts';

export interface ExercisePreviewProps {
  /** Always the copy a student gets: what the player shows must be what a student sees. */
  exercise: StudentExercise;
  /** Scores the answer on the server; without it there is no "check my answer" (an unsaved draft). Media types have none. */
  onCheck?: (answer: unknown) => Promise<Score>;
  readOnly?: boolean;
}

/** The student player of an exercise, with the server's score of the answer given so far. */
export function ExercisePreview({ exercise, onCheck, readOnly = false }: ExercisePreviewProps) {
  const { t } = useTranslation('content');
  const player = usePlayer(exercise.type);
  const [answer, setAnswer] = useState<unknown>(undefined);
  const [result, setResult] = useState<Score | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState('');

  async function check() {
    if (!onCheck) return;
    setChecking(true);
    setCheckError('');
    try {
      setResult(await onCheck(answer ?? {}));
    } catch (error) {
      setCheckError(errorMessage(error, t('lesson.check.error')));
    } finally {
      setChecking(false);
    }
  }

  const Player = player.component;
  return (
    // `data-player` says when the task itself is on screen (the bench's "time to content").
    <Frame data-player={Player ? 'ready' : 'loading'}>
      {player.error ? (
        <p role="alert">{t('lesson.exercise.playerError')}</p>
      ) : Player ? (
        <Player
          exercise={exercise}
          answer={answer as never}
          onAnswer={(next: unknown) => {
            setAnswer(next);
            // A changed answer is not the one that was scored.
            setResult(undefined);
          }}
          result={result}
          readOnly={readOnly}
        />
      ) : (
        <BusyText role="status">
          <Spinner />
          {t('lesson.exercise.loadingPlayer')}
        </BusyText>
      )}
      {onCheck && !readOnly && isCheckableType(exercise.type) && (
        <CheckRow>
          <Button type="button" onClick={() => void check()} disabled={checking || !Player} aria-busy={checking}>
            {t('lesson.check.button')}
          </Button>
          {/* The player announces its own summary: this line is for the eye, not a second live region. */}
          <span data-check-score={result ? `${result.correct}/${result.total}` : undefined}>
            {result ? t('lesson.check.score', { correct: result.correct, total: result.total }) : ''}
          </span>
          {checkError && <ErrorText role="alert">{checkError}</ErrorText>}
        </CheckRow>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: 12px;
  min-inline-size: 0;
`;

const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  font-weight: 600;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
