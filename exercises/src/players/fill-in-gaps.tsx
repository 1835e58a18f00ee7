import { useId } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { FlowText, GapSlot, inlineControl, PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';
import { gapCount } from './parts/gaps.js';

const GapInput = styled.input<{ $result?: boolean }>`
  ${inlineControl}
  inline-size: auto;
`;

/** Shortest gap, in characters: an empty gap still looks like a place to type. */
const MIN_GAP_CHARS = 4;

/** Text with typed-in gaps; each input grows with what is typed and wraps with the text. */
export function FillInGapsPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'fill_in_gaps'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const gaps = Array.from({ length: gapCount(exercise.parts) }, (_, index) => value?.gaps[index] ?? '');
  const type = (index: number, text: string) => change({ gaps: gaps.map((gap, at) => (at === index ? text : gap)) });

  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <FlowText dir="auto">
        {exercise.parts.map((part, index) => {
          if (!('gap' in part)) return <span key={index}>{part.text}</span>;
          const mark = markOf(result, part.gap);
          const markId = `${id}-mark-${part.gap}`;
          const text = gaps[part.gap] ?? '';
          return (
            <GapSlot key={index}>
              <GapInput
                type="text"
                dir="auto"
                aria-label={t('player.gap.label', { number: part.gap + 1 })}
                aria-describedby={mark === undefined ? undefined : markId}
                size={Math.max(MIN_GAP_CHARS, text.length + 1)}
                value={text}
                readOnly={readOnly}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                // Spelling is what the gap tests: no red underline giving it away.
                spellCheck={false}
                $result={mark}
                onChange={(event) => type(part.gap, event.target.value)}
              />
              <ResultMark correct={mark} id={markId} />
            </GapSlot>
          );
        })}
      </FlowText>
    </PlayerRoot>
  );
}
