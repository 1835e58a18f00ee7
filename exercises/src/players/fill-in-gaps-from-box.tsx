import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { DndContext, useDraggable, useDroppable, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { VisuallyHidden } from '@school/shared/ui';
import type { PlayerProps } from './props.js';
import { useAnnouncer } from './parts/announcer.js';
import { DraggableChip, DropZone, useDragAccessibility, usePointerSensors } from './parts/drag.js';
import { gapCount } from './parts/gaps.js';
import { markOf, ResultMark, ScoreSummary } from './parts/mark.js';
import { Chip, FlowText, GapSlot, Muted, PlaceButton, PlayerRoot } from './parts/styles.js';
import { indexesIn, useAnswer } from './parts/use-answer.js';

const BOX = 'box';
const wordId = (index: number) => `word:${index}`;
const gapId = (gap: number) => `gap:${gap}`;

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin-block-end: 16px;
`;

const GapButton = styled(Chip)<{ $over?: boolean; $empty: boolean }>`
  border-radius: ${({ theme }) => theme.radius};
  min-inline-size: 5em;
  justify-content: center;
  vertical-align: middle;
  ${({ $empty, theme }) => ($empty ? `border-style: dashed; color: ${theme.colors.textMuted};` : '')}
  ${({ $over, theme }) => ($over ? `background: ${theme.colors.surfaceMuted}; border-color: ${theme.colors.primary};` : '')}
`;

interface GapTargetProps {
  gap: number;
  word: string | null;
  picked: boolean;
  disabled: boolean;
  result: boolean | undefined;
  markId: string;
  onClick(): void;
}

/** A gap: a drop target, and once filled, a word that can be dragged on to another gap or back. */
function GapTarget({ gap, word, picked, disabled, result, markId, onClick }: GapTargetProps) {
  const { t } = useTranslation('exercises');
  const id = gapId(gap);
  const drop = useDroppable({ id, disabled });
  const drag = useDraggable({ id, disabled: disabled || word === null, attributes: { roleDescription: t('player.drag.roleDescription') } });
  const { role: _role, tabIndex: _tabIndex, 'aria-pressed': _pressed, 'aria-disabled': _disabled, ...attributes } = drag.attributes;
  const { setNodeRef: setDropRef } = drop;
  const { setNodeRef: setDragRef } = drag;
  // One element is both: a word is dragged out of the gap it fills.
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setDropRef(element);
      setDragRef(element);
    },
    [setDropRef, setDragRef],
  );
  return (
    <GapButton
      type="button"
      ref={ref}
      {...attributes}
      {...drag.listeners}
      aria-describedby={result === undefined ? undefined : markId}
      aria-pressed={picked}
      disabled={disabled}
      dir="auto"
      data-gap={gap}
      $empty={word === null}
      $over={drop.isOver}
      $result={result}
      $dragging={drag.isDragging}
      style={{ transform: CSS.Translate.toString(drag.transform) }}
      onClick={onClick}
    >
      <VisuallyHidden>{t('player.gap.label', { number: gap + 1 })}: </VisuallyHidden>
      {word ?? <span aria-hidden="true">…</span>}
      {word === null && <VisuallyHidden>{t('player.gap.empty')}</VisuallyHidden>}
    </GapButton>
  );
}

/**
 * Text with gaps and a word box. A word goes into a gap by dragging it, or by choosing it
 * (click, tap, Enter or Space) and then the gap. The box keeps every word and marks the used
 * ones, so the student sees what is left; a used word can be chosen again to move it.
 */
export function FillInGapsFromBoxPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'fill_in_gaps_from_box'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const { announce, region } = useAnnouncer();
  const sensors = usePointerSensors();
  const [value, change] = useAnswer(answer, onAnswer);
  const [picked, setPicked] = useState<number | null>(null);
  const { box, parts } = exercise;
  const count = gapCount(parts);
  const slots = indexesIn(box, Array.from({ length: count }, (_, gap) => value?.gaps[gap] ?? ''));

  const emit = (next: (number | null)[]) => change({ gaps: next.map((index) => (index === null ? '' : (box[index] ?? ''))) });
  const place = (word: number, gap: number) => {
    const next = slots.map((index) => (index === word ? null : index));
    next[gap] = word;
    emit(next);
    setPicked(null);
    announce(t('player.box.placed', { word: box[word], number: gap + 1 }));
  };
  const putBack = (word: number) => {
    emit(slots.map((index) => (index === word ? null : index)));
    setPicked(null);
    announce(t('player.box.returned', { word: box[word] }));
  };
  const pick = (word: number) => {
    if (picked === word) {
      setPicked(null);
      announce(t('player.pick.dropped', { item: box[word] }));
      return;
    }
    setPicked(word);
    announce(t('player.box.picked', { word: box[word] }));
  };
  // Escape lets go of a chosen item (and does not close a dialog the player sits in).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || picked === null) return;
    event.stopPropagation();
    pick(picked);
  };
  const clickGap = (gap: number) => {
    const current = slots[gap] ?? null;
    if (picked !== null && picked !== current) place(picked, gap);
    else if (current !== null) pick(current);
    else announce(t('player.box.pickFirst'));
  };

  const nameOf = useCallback(
    (key: UniqueIdentifier) => {
      const [kind, raw] = String(key).split(':');
      const index = Number(raw);
      if (kind === 'word') return box[index] ?? '';
      if (kind === 'gap') return t('player.gap.label', { number: index + 1 });
      return t('player.box.label');
    },
    [box, t],
  );
  const accessibility = useDragAccessibility(nameOf, t('player.pick.instructions'));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const [kind, raw] = String(active.id).split(':');
    const word = kind === 'word' ? Number(raw) : (slots[Number(raw)] ?? null);
    if (word === null) return;
    if (over.id === BOX) putBack(word);
    else place(word, Number(String(over.id).split(':')[1]));
  };

  const pickedIsPlaced = picked !== null && slots.includes(picked);
  return (
    <PlayerRoot onKeyDown={onKeyDown}>
      <ScoreSummary result={result} />
      <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
        <Box>
          <Muted aria-hidden="true">{t('player.box.label')}</Muted>
          <DropZone id={BOX} disabled={readOnly} label={t('player.box.label')}>
            {box.map((word, index) => {
              const used = slots.includes(index);
              return (
                <DraggableChip key={index} id={wordId(index)} label={used ? t('player.pick.usedOption', { item: word }) : undefined} picked={picked === index} used={used} disabled={readOnly} onClick={() => pick(index)}>
                  {word}
                </DraggableChip>
              );
            })}
            {pickedIsPlaced && (
              <PlaceButton type="button" onClick={() => putBack(picked)}>
                {t('player.box.putBack', { word: box[picked] })}
              </PlaceButton>
            )}
          </DropZone>
        </Box>
        <FlowText dir="auto">
          {parts.map((part, index) => {
            if (!('gap' in part)) return <span key={index}>{part.text}</span>;
            const word = slots[part.gap] ?? null;
            const mark = markOf(result, part.gap);
            const markId = `${id}-mark-${part.gap}`;
            return (
              <GapSlot key={index}>
                <GapTarget
                  gap={part.gap}
                  word={word === null ? null : (box[word] ?? null)}
                  picked={word !== null && picked === word}
                  disabled={readOnly}
                  result={mark}
                  markId={markId}
                  onClick={() => clickGap(part.gap)}
                />
                <ResultMark correct={mark} id={markId} />
              </GapSlot>
            );
          })}
        </FlowText>
      </DndContext>
      {region}
    </PlayerRoot>
  );
}
