import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import { styled } from 'styled-components';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An animated GIF a student can stop (WCAG 2.2.2: moving content that lasts needs a pause).
 * Paused, the current frame is drawn on a canvas in the image's place; a browser asking for
 * reduced motion gets it paused from the start.
 */
export function GifPlayer({ exercise }: PlayerProps<'gif'>) {
  const { t } = useTranslation('exercises');
  const [paused, setPaused] = useState(prefersReducedMotion);
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const alt = exercise.title || t('player.gif.untitled');

  useEffect(() => {
    const source = image.current;
    const target = canvas.current;
    if (!paused || !source || !target) return;
    const draw = () => {
      target.width = source.naturalWidth;
      target.height = source.naturalHeight;
      target.getContext('2d')?.drawImage(source, 0, 0);
    };
    if (source.complete) draw();
    else source.addEventListener('load', draw, { once: true });
    return () => source.removeEventListener('load', draw);
  }, [paused]);

  return (
    <PlayerRoot>
      <Frame>
        <img ref={image} src={exercise.gif} alt={alt} hidden={paused} />
        <canvas ref={canvas} role="img" aria-label={alt} hidden={!paused} />
      </Frame>
      <Button type="button" aria-pressed={paused} onClick={() => setPaused((now) => !now)}>
        {paused ? t('player.gif.play') : t('player.gif.pause')}
      </Button>
    </PlayerRoot>
  );
}

const Frame = styled.div`
  margin-block-end: 8px;
  img,
  canvas {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  [hidden] {
    display: none;
  }
`;
