import { useId } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { PlayerProps } from './props.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { FlowText, GapSlot, inlineControl, PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';
import { gapCount } from './parts/gaps.js';

const OptionSelect = styled.select<{ $result?: boolean }>`
  ${inlineControl}
  inline-size: auto;
`;

/**
 * Text with a drop-down per gap. A native select is one Tab stop, reads its options to a
 * screen reader and opens the phone's own picker, which chips per option would not.
 */
export function ChooseCorrectOptionPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'choose_correct_option'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [value, change] = useAnswer(answer, onAnswer);
  const gaps = Array.from({ length: gapCount(exercise.parts) }, (_, index) => value?.gaps[index] ?? '');
  const choose = (index: number, option: string) => change({ gaps: gaps.map((gap, at) => (at === index ? option : gap)) });

  return (
    <PlayerRoot>
      <ScoreSummary result={result} />
      <FlowText dir="auto">
        {exercise.parts.map((part, index) => {
          if (!('gap' in part)) return <span key={index}>{part.text}</span>;
          const mark = markOf(result, part.gap);
          const markId = `${id}-mark-${part.gap}`;
          return (
            <GapSlot key={index}>
              <OptionSelect
                dir="auto"
                aria-label={t('player.gap.label', { number: part.gap + 1 })}
                aria-describedby={mark === undefined ? undefined : markId}
                value={gaps[part.gap] ?? ''}
                disabled={readOnly}
                $result={mark}
                onChange={(event) => choose(part.gap, event.target.value)}
              >
                <option value="">{t('player.choose.placeholder')}</option>
                {part.options.map((option, at) => (
                  <option key={at} value={option}>
                    {option}
                  </option>
                ))}
              </OptionSelect>
              <ResultMark correct={mark} id={markId} />
            </GapSlot>
          );
        })}
      </FlowText>
    </PlayerRoot>
  );
}
