import { useMemo, useState } from 'react';
import { toStudentCopy, type Exercise } from '@school/exercises';
import { useTranslation } from '@school/shared';
import { classKeys, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog } from '@school/shared/ui';
import styled from 'styled-components';
import { classWrites, type ClassExercise } from '../../../api/class-queries';
import type { AnswersMap, HiddenExercises, PersonRef, StoredAnswer } from '../../../lib/classroom-contracts';
import { withoutAnswers } from '../api/answers';
import { ExerciseComments } from './exercise-comments';
import { ExerciseFrame } from './exercise-frame';
import { VoiceAnswerReview } from './voice-answer-review';

export interface TeacherExerciseProps {
  classId: string;
  exercise: ClassExercise;
  /** The watched student's stored answer, as the server scored it. */
  stored: StoredAnswer | undefined;
  student: PersonRef | null;
  students: readonly PersonRef[];
  hidden: boolean;
  /** The class's teacher acts; an administrator who does not teach it only watches. */
  canAct: boolean;
  answerable: boolean;
}

/**
 * What the teacher sees of one exercise: the watched student's answer with the server's marks
 * (it changes as the student answers, through the event stream), and the exercise's actions:
 * hide or show it to students, reset everyone's answers to it, comments.
 */
export function TeacherExercise({ classId, exercise, stored, student, students, hidden, canAct, answerable }: TeacherExerciseProps) {
  const { t } = useTranslation('classroom');
  const [confirmReset, setConfirmReset] = useState(false);
  // Staff receive the whole exercise (with its key); the players draw the student copy (gaps as
  // parts, shuffled options, seeded by the exercise id as on the server, so stored answers that
  // point into the shuffles land where the student put them).
  const shown = useMemo(() => toStudentCopy(exercise as unknown as Exercise) as ClassExercise, [exercise]);
  const title = exercise.title || exercise.type;

  const toggle = useWrite<{ isHidden: boolean }, void, HiddenExercises>({
    write: () => classWrites.toggleVisibility(classId, exercise.id),
    failure: t('exercise.visibilityError'),
    optimistic: {
      queryKey: classKeys.hiddenExercises(classId),
      update: (current) => ({
        hiddenExerciseIds: hidden ? current.hiddenExerciseIds.filter((id) => id !== exercise.id) : [...current.hiddenExerciseIds, exercise.id],
      }),
    },
  });
  const reset = useWrite<void, void, AnswersMap>({
    write: () => classWrites.resetAnswers(classId, exercise.id),
    success: t('exercise.resetDone'),
    failure: t('exercise.resetError'),
    optimistic: { queryKey: classKeys.answers(classId), update: (current) => withoutAnswers(current, exercise.id, null) },
    onSuccess: () => setConfirmReset(false),
  });

  const actions = canAct ? (
    <Actions>
      <Button type="button" $variant="ghost" aria-pressed={hidden} aria-label={t(hidden ? 'exercise.showNamed' : 'exercise.hideNamed', { name: title })} onClick={() => toggle.mutate()} disabled={toggle.isPending}>
        {t(hidden ? 'exercise.show' : 'exercise.hide')}
      </Button>
      {answerable && (
        <Button type="button" $variant="ghost" aria-label={t('exercise.resetNamed', { name: title })} onClick={() => setConfirmReset(true)}>
          {t('exercise.reset')}
        </Button>
      )}
    </Actions>
  ) : undefined;

  const score = stored?.score;
  return (
    <ExerciseFrame
      exercise={shown}
      answer={stored?.answer}
      result={score ?? undefined}
      readOnly
      hidden={hidden}
      // A voice answer plays through the class's authorised call, not the player's file address.
      replacement={exercise.type === 'voice_recording' && student && stored ? <VoiceAnswerReview classId={classId} exerciseId={exercise.id} student={student} answer={stored?.answer} /> : undefined}
      actions={actions}
      footer={
        answerable && student ? (
          <span data-student-answer={stored ? 'answered' : 'none'}>
            {stored
              ? score
                ? t('answer.studentScore', { name: student.firstName, correct: score.correct, total: score.total })
                : t('answer.studentAnswered', { name: student.firstName })
              : t('answer.studentNone', { name: student.firstName })}
          </span>
        ) : undefined
      }
    >
      <ExerciseComments classId={classId} exerciseId={exercise.id} students={students} selectedStudentId={student?.id ?? null} />
      {confirmReset && (
        <ConfirmDialog
          title={t('exercise.resetTitle')}
          question={t('exercise.resetQuestion', { name: title })}
          confirmLabel={t('exercise.reset')}
          onClose={() => setConfirmReset(false)}
          onConfirm={() => reset.mutateAsync()}
        />
      )}
    </ExerciseFrame>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;
