import { useTranslation } from '@school/shared';
import { styled } from 'styled-components';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

/**
 * One picture with its caption. The caption is the picture's text alternative (read once: the
 * visible caption is hidden from screen readers); without one, the exercise title or "Picture n".
 */
function Picture({ image, caption, fallback }: { image: string; caption: string; fallback: string }) {
  return (
    <Figure>
      <img src={image} alt={caption || fallback} loading="lazy" decoding="async" />
      {caption && (
        <figcaption aria-hidden="true" dir="auto">
          {caption}
        </figcaption>
      )}
    </Figure>
  );
}

export function ImagePlayer({ exercise }: PlayerProps<'image'>) {
  const { t } = useTranslation('exercises');
  return (
    <PlayerRoot>
      <Picture image={exercise.image} caption={exercise.caption} fallback={exercise.title || t('player.pictures.untitled', { number: 1 })} />
    </PlayerRoot>
  );
}

/** The pictures of a set in a grid: one column on a phone, more as the space allows. */
export function ImageSetPlayer({ exercise }: PlayerProps<'image_set'>) {
  const { t } = useTranslation('exercises');
  return (
    <PlayerRoot>
      <Grid aria-label={exercise.title || t('player.pictures.set')}>
        {exercise.images.map((picture, index) => (
          <li key={index}>
            <Picture image={picture.image} caption={picture.caption} fallback={t('player.pictures.untitled', { number: index + 1 })} />
          </li>
        ))}
      </Grid>
    </PlayerRoot>
  );
}

const Figure = styled.figure`
  display: grid;
  gap: 6px;
  margin: 0;
  img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 70vh;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    inline-size: 100%;
    object-fit: cover;
  }
`;
