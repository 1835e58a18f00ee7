import { useId, useState } from 'react';
import { isAnsweredType } from '@school/exercises';
import { formatDateTime, toast, useTranslation } from '@school/shared';
import { HOMEWORK_STATUS, HOMEWORK_STATUSES, type HomeworkStatus, type HomeworkUserStatus } from '@school/shared/contracts';
import { useQuery, useQueryClient, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, Label, MutedText, Select } from '@school/shared/ui';
import styled from 'styled-components';
import { classQueries, type ClassDetail } from '../../../api/class-queries';
import { ClassSidePanel, TeacherExercise } from '../../classroom';
import { homeworkKeys, homeworkWrites, type HomeworkDetail } from '../api/homework-api';
import { useHomeworkErrors } from '../hooks/use-homework-errors';
import { ExercisePickerDialog } from './exercise-picker-dialog';
import { ExerciseList, ExerciseSource } from './homework-parts';
import { HomeworkStatusBadge } from './homework-status';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** Whom the teacher looks at first: the first student waiting for review, else the first. */
function firstToReview(statuses: readonly HomeworkUserStatus[]): string | null {
  return (statuses.find((entry) => entry.status === HOMEWORK_STATUS.needsReview) ?? statuses[0])?.userId ?? null;
}

/**
 * The teacher's homework: who sent what (every student with their status, in the side panel),
 * one student's answers with the server's scores and the exercises' comments (the classroom's
 * own view of a student's answer), that student's status, and the homework's exercises added or
 * removed. An administrator who does not teach the class, or a read-only class, only reads.
 */
export function TeacherHomework({ klass, homework }: { klass: ClassDetail; homework: HomeworkDetail }) {
  const { t } = useTranslation('classroom');
  const classId = klass.id;
  const canAct = klass.accessType === 'teacher' && !klass.isReadOnly;
  const client = useQueryClient();
  const errorText = useHomeworkErrors();
  const answers = useQuery(classQueries.answers(classId));
  const [studentId, setStudentId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ exerciseId: string; title: string } | null>(null);
  const statusId = useId();
  const statuses = homework.userStatuses;
  const selected = statuses.find((entry) => entry.userId === studentId) ?? statuses.find((entry) => entry.userId === firstToReview(statuses)) ?? null;
  const student = selected ? { id: selected.userId, firstName: selected.firstName, lastName: selected.lastName } : null;
  const detailKey = homeworkKeys.detail(classId, homework.id);

  const setStatus = useWrite<HomeworkDetail, { userId: string; status: HomeworkStatus }, HomeworkDetail>({
    write: ({ userId, status }) => homeworkWrites.setStatus(classId, homework.id, userId, status),
    success: (_result, { userId, status }) => {
      const entry = statuses.find((candidate) => candidate.userId === userId);
      return t('homework.toast.statusChanged', { name: entry ? fullName(entry) : '', status: t(`homework.status.${HOMEWORK_STATUSES[status]}`) });
    },
    failure: t('homework.toast.statusChangeError'),
    optimistic: {
      queryKey: detailKey,
      update: (current, { userId, status }) => ({ ...current, userStatuses: current.userStatuses.map((entry) => (entry.userId === userId ? { ...entry, status } : entry)) }),
    },
    invalidates: [homeworkKeys.lists(classId)],
  });

  const removeExercise = useWrite({
    write: (exerciseId: string) => homeworkWrites.removeExercise(classId, homework.id, exerciseId),
    success: t('homework.toast.exerciseRemoved'),
    failure: t('homework.toast.exerciseRemoveError'),
    invalidates: [homeworkKeys.all(classId)],
    onSuccess: () => setRemoving(null),
  });

  async function addExercises(exerciseIds: string[]) {
    // One call per exercise (the contract adds one at a time), in the order chosen.
    try {
      for (const exerciseId of exerciseIds) await homeworkWrites.addExercise(classId, homework.id, exerciseId);
    } finally {
      void client.invalidateQueries({ queryKey: homeworkKeys.all(classId) });
    }
    toast.success(t('homework.toast.exercisesAdded', { count: exerciseIds.length }));
    setAdding(false);
  }

  return (
    <>
      <ClassSidePanel title={t('homework.teacher.panel')} openLabel={t('homework.teacher.openPanel')}>
        <nav aria-labelledby="homework-students-heading">
          <h2 id="homework-students-heading">{t('homework.teacher.students')}</h2>
          {statuses.length === 0 ? (
            <p>{t('panel.noStudents')}</p>
          ) : (
            <Students>
              {statuses.map((entry) => (
                <li key={entry.userId}>
                  <StudentChoice type="button" aria-pressed={entry.userId === selected?.userId} onClick={() => setStudentId(entry.userId)}>
                    <span>{fullName(entry)}</span>
                    <HomeworkStatusBadge status={entry.status} />
                    {entry.updatedAt && entry.status !== HOMEWORK_STATUS.notDone && <Small>{formatDateTime(entry.updatedAt)}</Small>}
                  </StudentChoice>
                </li>
              ))}
            </Students>
          )}
        </nav>
      </ClassSidePanel>
      {canAct && (
        <div>
          <Button type="button" onClick={() => setAdding(true)}>
            {t('homework.teacher.addExercises')}
          </Button>
        </div>
      )}
      {selected && student && (
        <Review aria-labelledby="homework-review-heading">
          <h2 id="homework-review-heading">{t('homework.teacher.reviewing', { name: fullName(selected) })}</h2>
          <StatusRow>
            <HomeworkStatusBadge status={selected.status} />
            {canAct && (
              <>
                <Label htmlFor={statusId}>{t('homework.teacher.statusOf', { name: fullName(selected) })}</Label>
                <Select id={statusId} value={String(selected.status)} disabled={setStatus.isPending} onChange={(event) => setStatus.mutate({ userId: selected.userId, status: Number(event.target.value) as HomeworkStatus })}>
                  {HOMEWORK_STATUSES.map((name) => (
                    <option key={name} value={HOMEWORK_STATUS[name]}>
                      {t(`homework.status.${name}`)}
                    </option>
                  ))}
                </Select>
              </>
            )}
          </StatusRow>
        </Review>
      )}
      {answers.error && <p role="alert">{t('answer.loadError')}</p>}
      <ExerciseList>
        {homework.exercises.map((item) => {
          const title = item.exercise.title || item.exercise.type;
          return (
            // Keyed by the student: a player shows what it was given, never the last student's answer.
            <li key={`${item.exerciseId}:${student?.id ?? ''}`}>
              <SourceRow>
                <ExerciseSource item={item} />
                {canAct && homework.exercises.length > 1 && (
                  <Button type="button" $variant="ghost" aria-label={t('homework.teacher.removeNamed', { name: title })} onClick={() => setRemoving({ exerciseId: item.exerciseId, title })}>
                    {t('homework.teacher.remove')}
                  </Button>
                )}
              </SourceRow>
              <TeacherExercise
                classId={classId}
                exercise={item.exercise}
                stored={student ? answers.data?.[student.id]?.[item.exerciseId] : undefined}
                student={student}
                students={klass.students}
                hidden={false}
                canAct={false}
                answerable={isAnsweredType(item.exercise.type)}
              />
            </li>
          );
        })}
      </ExerciseList>
      {adding && (
        <ExercisePickerDialog
          classId={classId}
          title={t('homework.teacher.addTitle')}
          submitLabel={t('homework.teacher.addSubmit')}
          busyLabel={t('homework.create.busy')}
          already={new Set(homework.exercises.map((item) => item.exerciseId))}
          onSubmit={addExercises}
          failure={(error) => {
            const text = errorText('create', error);
            toast.error(text);
            return text;
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('homework.teacher.removeTitle')}
          question={t('homework.teacher.removeQuestion', { name: removing.title, number: homework.number })}
          confirmLabel={t('homework.teacher.remove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => removeExercise.mutateAsync(removing.exerciseId)}
        />
      )}
      {!canAct && <MutedText>{t('homework.teacher.readOnly')}</MutedText>}
    </>
  );
}

const Students = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StudentChoice = styled.button`
  display: grid;
  justify-items: start;
  gap: 4px;
  inline-size: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Small = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Review = styled.section`
  display: grid;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const SourceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
