import { useMemo } from 'react';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { ScoreSummary } from './parts/mark.js';
import { OneToOneBoard } from './parts/one-to-one.js';
import { PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';

/** For each left item, the right item that belongs to it: by drop-down, drag, or pick and place. */
export function MatchTheWordsPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'match_the_words'>) {
  const { t } = useTranslation('exercises');
  const [value, change] = useAnswer(answer, onAnswer);
  const { left, right } = exercise;
  const assigned = left.map((_, index) => {
    const pair = value?.pairs[index];
    return typeof pair === 'number' && pair >= 0 && pair < right.length ? pair : null;
  });
  const texts = useMemo(() => ({ pool: t('player.match.pool'), target: (index: number) => t('player.match.target', { item: left[index] }) }), [t, left]);
  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <OneToOneBoard
        targets={left.map((item, index) => (
          <span key={index} dir="auto" style={{ fontWeight: 600, flexBasis: '100%' }}>
            {item}
          </span>
        ))}
        pool={right}
        assigned={assigned}
        onAssign={(pairs) => change({ pairs })}
        texts={texts}
        marks={left.map((_, index) => result?.items[index])}
        readOnly={readOnly}
      />
    </PlayerRoot>
  );
}
