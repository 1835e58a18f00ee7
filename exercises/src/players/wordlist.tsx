import { useRef, useState } from 'react';
import { useTranslation } from '@school/shared';
import { focusRing, TOUCH_TARGET_PX } from '@school/shared/ui';
import { styled } from 'styled-components';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

/**
 * A speaker drawn in SVG, in the button's text colour: the emoji it replaces showed as an empty
 * box where no emoji font is installed (many Linux and older Windows machines).
 */
function SpeakerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="speaker">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** One word: its sound (when the teacher uploaded one) plays on "pronounce". */
function WordRow({ word, translation, audio }: { word: string; translation: string; audio?: string | undefined }) {
  const { t } = useTranslation('exercises');
  const sound = useRef<HTMLAudioElement>(null);
  const [problem, setProblem] = useState(false);
  function pronounce() {
    const element = sound.current;
    if (!element) return;
    setProblem(false);
    element.currentTime = 0;
    // play() rejects where the browser cannot play the format (or blocks sound): say so.
    element.play().catch(() => setProblem(true));
  }
  return (
    <Item>
      <Word dir="auto">{word}</Word>
      <Translation dir="auto">{translation}</Translation>
      {audio && (
        <>
          <audio ref={sound} src={audio} preload="none" onError={() => setProblem(true)} />
          <Pronounce type="button" onClick={pronounce} aria-label={t('player.wordlist.pronounce', { word })}>
            <SpeakerIcon />
          </Pronounce>
        </>
      )}
      {problem && <Problem role="alert">{t('player.wordlist.cannotPlay')}</Problem>}
    </Item>
  );
}

/** A list of words with their translations; a word with a sound can be pronounced. */
export function WordlistPlayer({ exercise }: PlayerProps<'wordlist'>) {
  const { t } = useTranslation('exercises');
  return (
    <PlayerRoot>
      <List aria-label={t('player.wordlist.label')}>
        {exercise.words.map((entry, index) => (
          <WordRow key={index} word={entry.word} translation={entry.translation} audio={entry.audio} />
        ))}
      </List>
    </PlayerRoot>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Word = styled.span`
  font-weight: 600;
`;

const Translation = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pronounce = styled.button`
  grid-column: 3;
  display: inline-grid;
  place-items: center;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  inline-size: 40px;
  block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  @media (pointer: coarse) {
    inline-size: ${TOUCH_TARGET_PX}px;
    block-size: ${TOUCH_TARGET_PX}px;
  }
  ${focusRing}
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
