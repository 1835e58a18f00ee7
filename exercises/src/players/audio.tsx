import { useId, useState } from 'react';
import { useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import { styled } from 'styled-components';
import { driveAudioOf } from '../media/audio/index.js';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

const SPEEDS = [0.75, 1, 1.25, 1.5] as const;
const canPlayAudio = () => typeof HTMLAudioElement !== 'undefined' && typeof document.createElement('audio').canPlayType === 'function';

/**
 * A listening task: the browser's own player (play, pause, seek, volume, keyboard), a speed
 * choice, and the script on demand. A shared-drive link plays from the address built from its
 * parsed file id; where the browser cannot play the sound, it says so.
 */
export function AudioPlayer({ exercise }: PlayerProps<'audio'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [speed, setSpeed] = useState<number>(1);
  const [failed, setFailed] = useState(false);
  const [showScript, setShowScript] = useState(false);
  const source = exercise.audio.source === 'file' ? exercise.audio.file : (driveAudioOf(exercise.audio.url)?.src ?? null);

  return (
    <PlayerRoot>
      {!source || failed || !canPlayAudio() ? (
        <p role="alert">{t('player.audio.unsupported')}</p>
      ) : (
        <Controls>
          <audio
            controls
            preload="metadata"
            src={source}
            aria-label={exercise.title || t('player.audio.label')}
            onError={() => setFailed(true)}
            ref={(element) => {
              if (element) element.playbackRate = speed;
            }}
          />
          <label>
            {t('player.audio.speed')}{' '}
            <select value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
              {SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {`${value}×`}
                </option>
              ))}
            </select>
          </label>
        </Controls>
      )}
      {exercise.script && (
        <>
          <Button type="button" aria-expanded={showScript} aria-controls={`${id}-script`} onClick={() => setShowScript((now) => !now)}>
            {showScript ? t('player.audio.hideScript') : t('player.audio.showScript')}
          </Button>
          <Script id={`${id}-script`} hidden={!showScript} dir="auto">
            {exercise.script}
          </Script>
        </>
      )}
    </PlayerRoot>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-block-end: 8px;
  audio {
    inline-size: min(100%, 480px);
  }
  select {
    min-block-size: 36px;
    font: inherit;
  }
`;

const Script = styled.p`
  margin: 8px 0 0;
  padding: 12px;
  white-space: pre-wrap;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &[hidden] {
    display: none;
  }
`;
