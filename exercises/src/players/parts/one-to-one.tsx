import { useCallback, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { VisuallyHidden } from '@school/shared/ui';
import { useAnnouncer } from './announcer.js';
import { DraggableChip, DropZone, useDragAccessibility, usePointerSensors } from './drag.js';
import { ResultMark } from './mark.js';
import { inlineControl, ItemList, Muted, PlaceButton } from './styles.js';

const POOL = 'pool';
const itemId = (index: number) => `item:${index}`;
const targetId = (index: number) => `target:${index}`;

const PickSelect = styled.select<{ $result?: boolean }>`
  ${inlineControl}
  inline-size: auto;
  min-inline-size: 10em;
`;

const Pool = styled.div`
  display: grid;
  gap: 6px;
  margin-block-end: 16px;
`;

const Target = styled.li`
  display: grid;
  gap: 8px;
  min-inline-size: 0;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export interface OneToOneTexts {
  /** Visible name of the pool ("Words to match", "Labels"). */
  pool: string;
  /** Name of target `index` for labels and announcements ("Match for “cat”", "Picture 2"). */
  target(index: number): string;
}

interface OneToOneBoardProps {
  /** What each target shows (a word, a picture). */
  targets: ReactNode[];
  /** The items a target takes one of. */
  pool: readonly string[];
  /** Per target, the index of its pool item or null. */
  assigned: readonly (number | null)[];
  onAssign(next: (number | null)[]): void;
  texts: OneToOneTexts;
  marks: readonly (boolean | undefined)[];
  readOnly: boolean;
  /** Lays the targets out as a grid of cards (pictures) instead of rows (words). */
  grid?: boolean;
}

const Grid = styled(ItemList)<{ $grid: boolean }>`
  ${({ $grid }) => ($grid ? 'grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));' : '')}
`;

/**
 * Targets that each take one item of a pool (matching, labelling pictures). Three ways in:
 * the target's own drop-down (keyboard, screen reader, phone picker), dragging an item onto
 * the target (mouse, touch), or choosing an item and then "put here". Each item goes to one
 * target at most: giving it to another one takes it from the first. Used items stay in the
 * pool, marked, so what is left is clear.
 */
export function OneToOneBoard({ targets, pool, assigned, onAssign, texts, marks, readOnly, grid = false }: OneToOneBoardProps) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const { announce, region } = useAnnouncer();
  const sensors = usePointerSensors();
  const [picked, setPicked] = useState<number | null>(null);

  const assign = (target: number, item: number | null) => {
    const next = assigned.map((current) => (item !== null && current === item ? null : current));
    next[target] = item;
    onAssign(next);
    setPicked(null);
    if (item === null) announce(t('player.pick.cleared', { target: texts.target(target) }));
    else announce(t('player.pick.placed', { item: pool[item], target: texts.target(target) }));
  };
  const pick = (item: number) => {
    setPicked(picked === item ? null : item);
    announce(t(picked === item ? 'player.pick.dropped' : 'player.pick.picked', { item: pool[item] }));
  };

  // Escape lets go of a chosen item (and does not close a dialog the player sits in).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || picked === null) return;
    event.stopPropagation();
    pick(picked);
  };

  const nameOf = useCallback(
    (key: UniqueIdentifier) => {
      const [kind, raw] = String(key).split(':');
      if (kind === 'item') return pool[Number(raw)] ?? '';
      if (kind === 'target') return texts.target(Number(raw));
      return texts.pool;
    },
    [pool, texts],
  );
  const accessibility = useDragAccessibility(nameOf, t('player.pick.instructions'));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const item = Number(String(active.id).split(':')[1]);
    if (over.id === POOL) {
      const target = assigned.indexOf(item);
      if (target !== -1) assign(target, null);
    } else assign(Number(String(over.id).split(':')[1]), item);
  };

  return (
    <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
      <div onKeyDown={onKeyDown}>
        <Pool>
          <Muted aria-hidden="true">{texts.pool}</Muted>
          <DropZone id={POOL} disabled={readOnly} label={texts.pool}>
            {pool.map((item, index) => {
              const used = assigned.includes(index);
              return (
                <DraggableChip key={index} id={itemId(index)} label={used ? t('player.pick.usedOption', { item: item }) : undefined} picked={picked === index} used={used} disabled={readOnly} onClick={() => pick(index)}>
                  {item}
                </DraggableChip>
              );
            })}
          </DropZone>
        </Pool>
        <Grid $grid={grid}>
          {targets.map((content, index) => {
            const current = assigned[index] ?? null;
            const markId = `${id}-mark-${index}`;
            return (
              <Target key={index} data-target={index}>
                <DropZone id={targetId(index)} disabled={readOnly}>
                  {content}
                  <Controls>
                    <PickSelect
                      dir="auto"
                      aria-label={texts.target(index)}
                      aria-describedby={marks[index] === undefined ? undefined : markId}
                      value={current === null ? '' : String(current)}
                      disabled={readOnly}
                      $result={marks[index]}
                      onChange={(event) => assign(index, event.target.value === '' ? null : Number(event.target.value))}
                    >
                      <option value="">{t('player.choose.placeholder')}</option>
                      {pool.map((item, at) => (
                        <option key={at} value={String(at)}>
                          {assigned.includes(at) && at !== current ? t('player.pick.usedOption', { item }) : item}
                        </option>
                      ))}
                    </PickSelect>
                    <ResultMark correct={marks[index]} id={markId} />
                    {picked !== null && picked !== current && !readOnly && (
                      <PlaceButton type="button" onClick={() => assign(index, picked)}>
                        {t('player.pick.putHere')}
                        <VisuallyHidden>
                          {' '}
                          {t('player.pick.putHereDetail', { item: pool[picked], target: texts.target(index) })}
                        </VisuallyHidden>
                      </PlaceButton>
                    )}
                  </Controls>
                </DropZone>
              </Target>
            );
          })}
        </Grid>
      </div>
      {region}
    </DndContext>
  );
}
