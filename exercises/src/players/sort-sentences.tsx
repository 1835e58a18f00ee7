import { useId } from 'react';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { ScoreSummary } from './parts/mark.js';
import { moved, SortableList } from './parts/sortable-list.js';
import { PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';

/** A valid order answer (each shown sentence exactly once), or the shown order. */
function orderOf(count: number, answered: readonly number[] | undefined): number[] {
  const shown = Array.from({ length: count }, (_, index) => index);
  if (!answered || answered.length !== count) return shown;
  const valid = new Set(answered).size === count && answered.every((index) => Number.isInteger(index) && index >= 0 && index < count);
  return valid ? [...answered] : shown;
}

/**
 * The shuffled sentences put in order. The answer lists indexes into the shown (shuffled)
 * list in the student's order; marks follow the positions the student sees.
 */
export function SortSentencesPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'sort_sentences'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const order = orderOf(exercise.sentences.length, value?.order);
  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <SortableList
        ids={order.map((index) => `${id}-${index}`)}
        labels={order.map((index) => exercise.sentences[index] ?? '')}
        label={t('player.sentences.list')}
        orientation="vertical"
        readOnly={readOnly}
        marks={order.map((_, position) => result?.items[position])}
        onMove={(from, to) => change({ order: moved(order, from, to) })}
      />
    </PlayerRoot>
  );
}
