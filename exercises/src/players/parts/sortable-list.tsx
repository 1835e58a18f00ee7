import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { css, styled, useTheme } from 'styled-components';
import { useTranslation } from '@school/shared';
import { focusRing, media, TOUCH_TARGET_PX } from '@school/shared/ui';
import { useAnnouncer } from './announcer.js';
import { ResultMark } from './mark.js';
import { Chip } from './styles.js';

export type Orientation = 'horizontal' | 'vertical';

const List = styled.ol<{ $orientation: Orientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-inline-size: 0;
`;

const Row = styled.li<{ $orientation: Orientation }>`
  display: flex;
  align-items: center;
  gap: 2px;
  min-inline-size: 0;
  max-inline-size: 100%;
  ${({ $orientation, theme }) =>
    $orientation === 'vertical'
      ? 'inline-size: 100%;'
      : css`
          /* A word and its two arrows read as one piece in a line of words. */
          padding-inline-end: 2px;
          border: 1px solid ${theme.colors.border};
          border-radius: 999px;
          background: ${theme.colors.surface};
        `}
`;

const Handle = styled(Chip)<{ $block: boolean }>`
  ${({ $block, theme }) =>
    $block
      ? css`
          flex: 1;
          border-radius: ${theme.radius};
          min-block-size: 44px;
        `
      : css`
          border-color: transparent;
        `}
`;

const MoveButton = styled.button<{ $flip: boolean }>`
  box-sizing: border-box;
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 28px;
  block-size: 28px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  & > svg {
    transform: ${({ $flip }) => ($flip ? 'scaleX(-1)' : 'none')};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
  ${focusRing}
  ${media.coarsePointer} {
    inline-size: ${TOUCH_TARGET_PX}px;
    block-size: ${TOUCH_TARGET_PX}px;
  }
`;

type Direction = 'earlier' | 'later';

function Arrow({ direction, orientation }: { direction: Direction; orientation: Orientation }) {
  const path =
    orientation === 'vertical'
      ? direction === 'earlier'
        ? 'M12 19V5M6 11l6-6 6 6'
        : 'M12 5v14M6 13l6 6 6-6'
      : direction === 'earlier'
        ? 'M19 12H5M11 6l-6 6 6 6'
        : 'M5 12h14M13 6l6 6-6 6';
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

interface ItemProps {
  id: string;
  label: string;
  index: number;
  total: number;
  orientation: Orientation;
  readOnly: boolean;
  mark: boolean | undefined;
  onMove(from: number, direction: Direction): void;
}

function SortableItem({ id, label, index, total, orientation, readOnly, mark, onMove }: ItemProps) {
  const { t } = useTranslation('exercises');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: readOnly,
    attributes: { roleDescription: t('player.order.roleDescription') },
  });
  const { role: _role, tabIndex: _tabIndex, 'aria-pressed': _pressed, 'aria-disabled': _disabled, ...rest } = attributes;
  const direction = useTheme()?.direction;
  // Left and right arrows point the way the line reads (the host theme knows the direction).
  const flip = orientation === 'horizontal' && direction === 'rtl';
  return (
    <Row ref={setNodeRef} $orientation={orientation} style={{ transform: CSS.Translate.toString(transform), transition }} data-sortable-item={id}>
      <Handle
        type="button"
        ref={setActivatorNodeRef}
        {...rest}
        {...listeners}
        aria-label={t('player.order.itemLabel', { item: label, position: index + 1, total })}
        disabled={readOnly}
        dir="auto"
        $block={orientation === 'vertical'}
        $dragging={isDragging}
        $result={mark}
      >
        {label}
      </Handle>
      <ResultMark correct={mark} />
      {!readOnly &&
        (['earlier', 'later'] as const).map((direction) => (
          <MoveButton
            key={direction}
            type="button"
            data-move={direction}
            data-move-id={id}
            aria-label={t(direction === 'earlier' ? 'player.order.moveEarlier' : 'player.order.moveLater', { item: label })}
            title={t(direction === 'earlier' ? 'player.order.moveEarlierShort' : 'player.order.moveLaterShort')}
            disabled={direction === 'earlier' ? index === 0 : index === total - 1}
            $flip={flip}
            onClick={() => onMove(index, direction)}
          >
            <Arrow direction={direction} orientation={orientation} />
          </MoveButton>
        ))}
    </Row>
  );
}

interface SortableListProps {
  /** Stable ids, in the current order (two equal words still need two ids). */
  ids: string[];
  /** The text of each item, in the same order. */
  labels: string[];
  /** Names the list for screen readers ("Sentence 2"). */
  label: string;
  orientation: Orientation;
  readOnly: boolean;
  /** Right or wrong per position, once scored. */
  marks?: (boolean | undefined)[];
  onMove(from: number, to: number): void;
}

/**
 * A list put in order by dragging (mouse, touch, or dnd-kit's keyboard drag: Space, arrows,
 * Space) or with the "earlier" / "later" buttons beside each item, which are simpler for
 * many keyboard and switch users. Both are announced.
 */
export function SortableList({ ids, labels, label, orientation, readOnly, marks, onMove }: SortableListProps) {
  const { t } = useTranslation('exercises');
  const { announce, region } = useAnnouncer();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The moved item's button keeps focus, or its twin once it reached an end of the list.
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const buttons = [...listRef.current.querySelectorAll<HTMLButtonElement>('button[data-move-id]')].filter((button) => button.dataset.moveId === focusAfterMove.id);
    const same = buttons.find((button) => button.dataset.move === focusAfterMove.direction);
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const position = useCallback((id: UniqueIdentifier) => ids.indexOf(String(id)) + 1, [ids]);
  const nameOf = useCallback((id: UniqueIdentifier) => labels[ids.indexOf(String(id))] ?? '', [ids, labels]);
  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('player.order.grabbed', { item: nameOf(active.id), position: position(active.id), total: ids.length }),
      onDragOver: ({ active, over }) => (over ? t('player.order.over', { item: nameOf(active.id), position: position(over.id), total: ids.length }) : undefined),
      onDragEnd: ({ active, over }) =>
        over ? t('player.order.moved', { item: nameOf(active.id), position: position(over.id), total: ids.length }) : t('player.drag.endNone', { item: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('player.drag.cancel', { item: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('player.order.instructions') } };
  }, [t, nameOf, position, ids.length]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const moveBy = (from: number, direction: Direction) => {
    const to = direction === 'earlier' ? from - 1 : from + 1;
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length) return;
    onMove(from, to);
    setFocusAfterMove({ id, direction });
    announce(t('player.order.moved', { item: labels[from], position: to + 1, total: ids.length }));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={orientation === 'horizontal' ? rectSortingStrategy : verticalListSortingStrategy} disabled={readOnly}>
        <List ref={listRef} aria-label={label} $orientation={orientation}>
          {ids.map((id, index) => (
            <SortableItem
              key={id}
              id={id}
              label={labels[index] ?? ''}
              index={index}
              total={ids.length}
              orientation={orientation}
              readOnly={readOnly}
              mark={marks?.[index]}
              onMove={moveBy}
            />
          ))}
        </List>
      </SortableContext>
      {region}
    </DndContext>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
