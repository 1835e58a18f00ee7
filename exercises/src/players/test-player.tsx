import { useId } from 'react';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { Choice, Choices, Group, ItemList, Muted, PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';

/** Questions with radios (one right answer) or checkboxes (`multiple`: more than one). */
export function TestPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'test'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const chosen = exercise.questions.map((_, index) => value?.questions[index] ?? []);

  const toggle = (question: number, option: number, multiple: boolean) => {
    const current = chosen[question] ?? [];
    const next = multiple ? (current.includes(option) ? current.filter((at) => at !== option) : [...current, option].sort((a, b) => a - b)) : [option];
    change({ questions: chosen.map((picks, at) => (at === question ? next : picks)) });
  };

  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <ItemList>
        {exercise.questions.map((question, index) => {
          const mark = markOf(result, index);
          const hintId = `${id}-hint-${index}`;
          return (
            <li key={index}>
              <Group disabled={readOnly} aria-describedby={question.multiple ? hintId : undefined}>
                <legend>
                  <span dir="auto">{question.question}</span>
                  <ResultMark correct={mark} />
                </legend>
                {question.multiple && (
                  <p style={{ margin: '0 0 6px' }}>
                    <Muted id={hintId}>{t('player.test.multiple')}</Muted>
                  </p>
                )}
                <Choices>
                  {question.answers.map((option, at) => (
                    <Choice key={at}>
                      <input
                        type={question.multiple ? 'checkbox' : 'radio'}
                        name={`${id}-${index}`}
                        checked={chosen[index]?.includes(at) ?? false}
                        onChange={() => toggle(index, at, question.multiple)}
                      />
                      <span dir="auto">{option.text}</span>
                    </Choice>
                  ))}
                </Choices>
              </Group>
            </li>
          );
        })}
      </ItemList>
    </PlayerRoot>
  );
}
