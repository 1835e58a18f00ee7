import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { VisuallyHidden } from '@school/shared/ui';
import type { PlayerProps } from './props.js';
import { useAnnouncer } from './parts/announcer.js';
import { DraggableChip, DropZone, useDragAccessibility, usePointerSensors } from './parts/drag.js';
import { ResultMark, ScoreSummary } from './parts/mark.js';
import { Muted, PlaceButton, PlayerRoot } from './parts/styles.js';
import { indexesIn, useAnswer } from './parts/use-answer.js';

const POOL = 'pool';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 12px;
  margin-block-start: 16px;
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-inline-size: 0;
`;

// Not a heading: the player sits under headings of pages it does not know.
const ColumnName = styled.span`
  font-weight: 600;
`;

const Placed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-inline-size: 100%;
`;

/**
 * Items dragged into named columns. Without a drag: choose an item (click, tap, Enter or
 * Space), then the column's "put here" button. The pool holds what is not sorted yet.
 */
export function SortIntoColumnsPlayer({ exercise, answer, onAnswer, result, readOnly = false }: PlayerProps<'sort_into_columns'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const { announce, region } = useAnnouncer();
  const sensors = usePointerSensors();
  const [value, change] = useAnswer(answer, onAnswer);
  const [picked, setPicked] = useState<number | null>(null);
  const { columns, items } = exercise;

  const taken = new Set<number>();
  const placed = columns.map((_, column) => indexesIn(items, value?.columns[column] ?? [], taken).filter((index): index is number => index !== null));
  const columnOf = (item: number) => placed.findIndex((list) => list.includes(item));

  const emit = (next: number[][]) => change({ columns: next.map((list) => list.map((index) => items[index] ?? '')) });
  const moveTo = (item: number, column: number | null) => {
    const next = placed.map((list) => list.filter((index) => index !== item));
    if (column !== null) next[column]?.push(item);
    emit(next);
    setPicked(null);
    if (column === null) announce(t('player.columns.returned', { item: items[item] }));
    else announce(t('player.pick.placed', { item: items[item], target: columns[column]?.name }));
  };
  const pick = (item: number) => {
    setPicked(picked === item ? null : item);
    announce(t(picked === item ? 'player.pick.dropped' : 'player.pick.picked', { item: items[item] }));
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
      if (kind === 'item') return items[Number(raw)] ?? '';
      if (kind === 'column') return columns[Number(raw)]?.name ?? '';
      return t('player.columns.pool');
    },
    [items, columns, t],
  );
  const accessibility = useDragAccessibility(nameOf, t('player.pick.instructions'));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const item = Number(String(active.id).split(':')[1]);
    const column = over.id === POOL ? null : Number(String(over.id).split(':')[1]);
    if (column !== columnOf(item) && !(column === null && columnOf(item) === -1)) moveTo(item, column);
  };

  // The score has one flag per item in the order of the student copy's `items`
  // (docs/decisions/exercises-contract.md), so each card carries its own mark.
  const chip = (item: number) => (
    <Placed key={item}>
      <DraggableChip id={`item:${item}`} picked={picked === item} disabled={readOnly} onClick={() => pick(item)}>
        {items[item]}
      </DraggableChip>
      <ResultMark correct={result?.items[item]} />
    </Placed>
  );
  const pickedColumn = picked === null ? -1 : columnOf(picked);
  const unsorted = items.map((_, index) => index).filter((index) => columnOf(index) === -1);

  return (
    <PlayerRoot onKeyDown={onKeyDown}>
      <ScoreSummary result={result} />
      <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
        <Muted aria-hidden="true">{t('player.columns.pool')}</Muted>
        <DropZone id={POOL} disabled={readOnly} label={t('player.columns.pool')}>
          {unsorted.map(chip)}
          {unsorted.length === 0 && <Muted>{t('player.columns.allSorted')}</Muted>}
          {picked !== null && pickedColumn !== -1 && (
            <PlaceButton type="button" onClick={() => moveTo(picked, null)}>
              {t('player.columns.putBack', { item: items[picked] })}
            </PlaceButton>
          )}
        </DropZone>
        <Columns>
          {columns.map((column, index) => (
            <Column key={index} role="group" aria-labelledby={`${id}-column-${index}`} data-column={index}>
              <ColumnName id={`${id}-column-${index}`} dir="auto">
                {column.name}
              </ColumnName>
              <DropZone id={`column:${index}`} disabled={readOnly}>
                {(placed[index] ?? []).map(chip)}
                {picked !== null && pickedColumn !== index && (
                  <PlaceButton type="button" onClick={() => moveTo(picked, index)}>
                    {t('player.pick.putHere')}
                    <VisuallyHidden> {t('player.pick.putHereDetail', { item: items[picked], target: column.name })}</VisuallyHidden>
                  </PlaceButton>
                )}
              </DropZone>
            </Column>
          ))}
        </Columns>
      </DndContext>
      {region}
    </PlayerRoot>
  );
}
