import { useId } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { moved, SortableList } from './parts/sortable-list.js';
import { ItemList, Muted, PlayerRoot } from './parts/styles.js';
import { indexesIn, useAnswer } from './parts/use-answer.js';

const Sentence = styled.li`
  display: grid;
  gap: 6px;
  min-inline-size: 0;
`;

const Heading = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/**
 * The order of word indexes the student has for one sentence: the answer's words mapped back
 * to the shuffled words (equal words by first free match), or the shuffled order itself.
 */
function orderOf(words: readonly string[], answered: readonly string[] | undefined): number[] {
  if (!answered || answered.length !== words.length) return words.map((_, index) => index);
  const indexes = indexesIn(words, answered);
  return indexes.every((index) => index !== null) ? (indexes as number[]) : words.map((_, index) => index);
}

/** Each sentence's shuffled words put in order, by drag or by the "earlier" / "later" buttons. */
export function WordOrderPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'word_order'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const orders = exercise.sentences.map((words, index) => orderOf(words, value?.sentences[index]));
  const words = (sentence: number, order: number[]) => order.map((index) => exercise.sentences[sentence]?.[index] ?? '');

  const move = (sentence: number, from: number, to: number) =>
    change({ sentences: orders.map((order, index) => words(index, index === sentence ? moved(order, from, to) : order)) });

  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <ItemList>
        {exercise.sentences.map((_, sentence) => {
          const order = orders[sentence] ?? [];
          const name = t('player.order.sentence', { number: sentence + 1 });
          return (
            <Sentence key={sentence}>
              <Heading>
                <Muted id={`${id}-${sentence}`}>{name}</Muted>
                <ResultMark correct={markOf(result, sentence)} />
              </Heading>
              <SortableList
                ids={order.map((index) => `${id}-${sentence}-${index}`)}
                labels={words(sentence, order)}
                label={name}
                orientation="horizontal"
                readOnly={readOnly}
                onMove={(from, to) => move(sentence, from, to)}
              />
            </Sentence>
          );
        })}
      </ItemList>
    </PlayerRoot>
  );
}
