import { useId } from 'react';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { Choice, Choices, Group, ItemList, PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';

/** A true / false radio pair per statement; the statement is the pair's legend. */
export function TrueFalsePlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'true_false'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const items = exercise.items.map((_, index) => value?.items[index] ?? null);
  const set = (index: number, choice: boolean) => change({ items: items.map((item, at) => (at === index ? choice : item)) });

  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <ItemList>
        {exercise.items.map((item, index) => {
          const mark = markOf(result, index);
          return (
            <li key={index}>
              <Group disabled={readOnly}>
                <legend>
                  <span dir="auto">{item.statement}</span>
                  <ResultMark correct={mark} />
                </legend>
                <Choices>
                  {([true, false] as const).map((choice) => (
                    <Choice key={String(choice)} $result={items[index] === choice ? mark : undefined}>
                      <input type="radio" name={`${id}-${index}`} checked={items[index] === choice} onChange={() => set(index, choice)} />
                      {t(choice ? 'player.trueFalse.true' : 'player.trueFalse.false')}
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
