import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { imageSrc } from './parts/files.js';
import { ScoreSummary } from './parts/mark.js';
import { OneToOneBoard } from './parts/one-to-one.js';
import { PlayerRoot } from './parts/styles.js';
import { indexesIn, useAnswer } from './parts/use-answer.js';

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * A label for each picture, chosen from the shuffled labels. The pictures' text alternative
 * is their number only: a description would give the answer away.
 */
export function LabelThePicturesPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'label_the_pictures'>) {
  const { t } = useTranslation('exercises');
  const [value, change] = useAnswer(answer, onAnswer);
  const { images, labels } = exercise;
  const assigned = indexesIn(
    labels,
    images.map((_, index) => value?.labels[index] ?? null),
  );
  const texts = useMemo(() => ({ pool: t('player.labels.pool'), target: (index: number) => t('player.labels.target', { number: index + 1 }) }), [t]);
  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <OneToOneBoard
        grid
        targets={images.map((picture, index) => (
          <Picture key={index} src={imageSrc(picture.image)} alt={t('player.labels.picture', { number: index + 1 })} loading="lazy" />
        ))}
        pool={labels}
        assigned={assigned}
        onAssign={(next) => change({ labels: next.map((index) => (index === null ? null : (labels[index] ?? null))) })}
        texts={texts}
        marks={images.map((_, index) => result?.items[index])}
        readOnly={readOnly}
      />
    </PlayerRoot>
  );
}
