import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@school/shared';
import { homeworkInputSchema, type HomeworkLessonChoice } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { FormDialog, MutedText } from '@school/shared/ui';
import * as z from 'zod/mini';
import styled from 'styled-components';
import { homeworkQueries } from '../api/homework-api';

export interface ExercisePickerDialogProps {
  classId: string;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Exercises already in the homework: shown, ticked and not choosable again. */
  already?: ReadonlySet<string>;
  /** Makes the homework (or adds to it) with the chosen ids; a rejection keeps the dialog open with `failure`'s text. */
  onSubmit: (exerciseIds: string[]) => Promise<unknown>;
  /** The text of a failed submit (the spec's texts per status). */
  failure: (error: unknown) => string;
  onClose: () => void;
}

/**
 * The exercise picker of homework creation (spec 02 §2): every lesson the class has had (its
 * materials history and current lesson, newest first), each lesson's homework section first, each
 * exercise a checkbox. At least one must be chosen (the contract's own rule, with its message).
 */
export function ExercisePickerDialog({ classId, title, submitLabel, busyLabel, already, onSubmit, failure, onClose }: ExercisePickerDialogProps) {
  const { t } = useTranslation('classroom');
  const choices = useQuery(homeworkQueries.choices(classId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countId = useId();

  function toggle(id: string, on: boolean) {
    setError(null);
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = z.safeParse(homeworkInputSchema, { exerciseIds: chosen });
    if (!checked.success) {
      // The contract's message key, in the shared catalogue (spec 02 §5: at least one exercise).
      setError(t(`common:${checked.error.issues[0]?.message ?? 'homework.selectExercise'}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(checked.data.exerciseIds);
    } catch (failed) {
      setError(failure(failed));
      setBusy(false);
    }
  }

  let body;
  if (choices.error) body = <p role="alert">{t('homework.picker.loadError')}</p>;
  else if (!choices.data) body = <p role="status">{t('homework.picker.loading')}</p>;
  else if (choices.data.every((lesson) => lesson.sections.every((section) => section.exercises.length === 0))) body = <p>{t('homework.picker.none')}</p>;
  else
    body = (
      <>
        <MutedText id={countId} role="status">
          {t('homework.picker.chosen', { count: chosen.length })}
        </MutedText>
        {choices.data.map((lesson) => (
          <LessonChoice key={lesson.lessonId} lesson={lesson} chosen={chosen} already={already} disabled={busy} onToggle={toggle} />
        ))}
      </>
    );

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={submit} busy={busy} error={error} submitLabel={submitLabel} busyLabel={busyLabel} canSubmit={!!choices.data}>
      {body}
    </FormDialog>
  );
}

function LessonChoice({ lesson, chosen, already, disabled, onToggle }: { lesson: HomeworkLessonChoice; chosen: readonly string[]; already?: ReadonlySet<string>; disabled: boolean; onToggle: (id: string, on: boolean) => void }) {
  const { t } = useTranslation('classroom');
  let sectionNumber = 0;
  return (
    <Lesson>
      <legend dir="auto">
        {lesson.lessonName} <Muted>· {lesson.courseName}{lesson.isCurrent ? ` · ${t('homework.picker.current')}` : ''}</Muted>
      </legend>
      {lesson.sections
        .filter((section) => section.exercises.length > 0)
        .map((section) => {
          if (!section.isHomework) sectionNumber += 1;
          return (
            <Section key={section.id}>
              <legend>{section.isHomework ? t('panel.homeworkSection') : t('panel.section', { number: sectionNumber })}</legend>
              <ul>
                {section.exercises.map((exercise) => {
                  const inHomework = already?.has(exercise.id) ?? false;
                  return (
                    <li key={exercise.id}>
                      <label>
                        <input
                          type="checkbox"
                          checked={inHomework || chosen.includes(exercise.id)}
                          disabled={disabled || inHomework}
                          onChange={(event) => onToggle(exercise.id, event.target.checked)}
                        />{' '}
                        <span dir="auto">{exercise.title || t(`exerciseTypes.${exercise.type}`, { defaultValue: exercise.type })}</span>
                        {inHomework && <Muted> ({t('homework.picker.already')})</Muted>}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </Section>
          );
        })}
    </Lesson>
  );
}

const Lesson = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding: 0 4px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 500;
  }
  ul {
    display: grid;
    gap: 4px;
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-block-size: 32px;
    cursor: pointer;
  }
`;

const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
