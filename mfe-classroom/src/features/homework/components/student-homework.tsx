import { useCallback, useState } from 'react';
import { isAnsweredType } from '@school/exercises';
import { useSession, useTranslation } from '@school/shared';
import { HOMEWORK_SENT_STATUS, HOMEWORK_STATUS } from '@school/shared/contracts';
import type { SaveStatus } from '@school/shared/live';
import { useQuery, useWrite } from '@school/shared/query';
import { Button, MutedText } from '@school/shared/ui';
import { classQueries, type ClassDetail } from '../../../api/class-queries';
import { StudentExercise, useAnswerQueue } from '../../classroom';
import { homeworkKeys, homeworkWrites, type HomeworkDetail } from '../api/homework-api';
import { ExerciseList, ExerciseSource } from './homework-parts';

/**
 * A student's homework: its exercises with the classroom's players, autosave, save status and
 * offline queue (the same components, so an answer here is an answer there), then "send to
 * check" (status 2). While it waits for review or is done, the answers only show; a teacher who
 * sets it back to "in progress" opens them again.
 */
export function StudentHomework({ klass, homework }: { klass: ClassDetail; homework: HomeworkDetail }) {
  const { t } = useTranslation('classroom');
  const { user } = useSession();
  const classId = klass.id;
  const queue = useAnswerQueue(classId, true);
  const answers = useQuery(classQueries.answers(classId));
  const status = homework.currentUserStatus ?? homework.status;
  const sent = status >= HOMEWORK_SENT_STATUS;
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const onStatus = useCallback((exerciseId: string, save: SaveStatus) => {
    setSaving((current) => {
      const busy = save.state === 'saving';
      if (busy === current.has(exerciseId)) return current;
      const next = new Set(current);
      if (busy) next.add(exerciseId);
      else next.delete(exerciseId);
      return next;
    });
  }, []);

  const send = useWrite({
    write: () => homeworkWrites.sendToCheck(classId, homework.id),
    success: t('homework.toast.sentToCheck'),
    failure: t('homework.toast.sendToCheckError'),
    invalidates: [homeworkKeys.all(classId), homeworkKeys.due()],
  });

  return (
    <>
      {answers.error && <p role="alert">{t('answer.loadError')}</p>}
      <ExerciseList>
        {homework.exercises.map((item) => (
          <li key={item.exerciseId}>
            <ExerciseSource item={item} />
            {queue && user && (
              <StudentExercise
                classId={classId}
                exercise={item.exercise}
                stored={answers.data?.[user.id]?.[item.exerciseId]}
                queue={queue}
                readOnly={klass.isReadOnly || sent || !answers.data}
                answerable={isAnsweredType(item.exercise.type)}
                onStatus={onStatus}
              />
            )}
          </li>
        ))}
      </ExerciseList>
      {status === HOMEWORK_STATUS.done ? (
        <MutedText role="status">{t('homework.student.done')}</MutedText>
      ) : sent ? (
        <MutedText role="status">{t('homework.student.sent')}</MutedText>
      ) : (
        !klass.isReadOnly && (
          <div>
            {/* Sent only once every answer is with the server: the teacher reviews what the student gave. */}
            <Button type="button" $variant="primary" onClick={() => send.mutate()} disabled={send.isPending || saving.size > 0}>
              {t('homework.student.send')}
            </Button>
            {saving.size > 0 && <MutedText role="status">{t('homework.student.waitForSave')}</MutedText>}
          </div>
        )
      )}
    </>
  );
}
