import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type Row, type VisibilityState } from '@tanstack/react-table';
import { type Course, formatDateTime, useTranslation } from '@school/shared';
import { ArrowDownIcon, ArrowForwardIcon, ArrowUpIcon, BookIcon, CopyIcon, DragIcon, EditIcon, TrashIcon } from '../../../components/icons';
import { IconButton, VisuallyHidden } from '@school/shared/ui';

export interface CourseTableProps {
  courses: Course[];
  caption: string;
  /** Edit, duplicate and delete buttons. */
  canWrite: boolean;
  /** Drag handles and move buttons (own courses, writers, no search). */
  reorderable: boolean;
  onEdit: (course: Course) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
  /** Moves the course at `from` to index `to`; the page saves it. */
  onMove: (from: number, to: number) => void;
}

type MoveDirection = 'up' | 'down';

interface RowActions {
  total: number;
  move: (course: Course, index: number, direction: MoveDirection) => void;
  onEdit: (course: Course) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** What the drag handle of a row needs from that row's `useSortable`. */
interface HandleBinding {
  attributes: DraggableAttributes;
  listeners: ReturnType<typeof useSortable>['listeners'];
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}
const HandleContext = createContext<HandleBinding | null>(null);

const column = createColumnHelper<Course>();

// Rows only move up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function CourseTable({ courses, caption, canWrite, reorderable, onEdit, onDuplicate, onDelete, onMove }: CourseTableProps) {
  const { t } = useTranslation('content');
  const tableRef = useRef<HTMLTableElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const instructionsId = useId();

  const actions: RowActions = {
    total: courses.length,
    move(course, index, direction) {
      const to = direction === 'up' ? index - 1 : index + 1;
      if (to < 0 || to >= courses.length) return;
      focusAfterMove.current = { id: course.id, direction };
      setAnnouncement(t('reorder.moved', { name: course.name, position: to + 1, total: courses.length }));
      onMove(index, to);
    },
    onEdit,
    onDuplicate,
    onDelete,
  };
  // Cells read the latest handlers through a ref, so the column model stays stable.
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  // Moving a row re-inserts its DOM node, which drops focus: put it back on the same button
  // (or on the other one when the course reached the top or the bottom).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !tableRef.current) return;
    focusAfterMove.current = null;
    const selector = (direction: MoveDirection) => `[data-course-id="${target.id}"][data-move="${direction}"]`;
    const wanted = tableRef.current.querySelector<HTMLButtonElement>(selector(target.direction));
    const other = tableRef.current.querySelector<HTMLButtonElement>(selector(target.direction === 'up' ? 'down' : 'up'));
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [courses]);

  const columns = useMemo(
    () => [
      column.display({
        id: 'order',
        header: () => t('columns.order'),
        cell: ({ row }) => <OrderCell row={row} actionsRef={actionsRef} />,
      }),
      column.accessor('image', {
        header: () => <VisuallyHidden>{t('columns.image')}</VisuallyHidden>,
        cell: ({ getValue }) => {
          const image = getValue();
          // The name is right beside it, so the picture itself says nothing new.
          return <Thumb>{image ? <img src={image} alt="" loading="lazy" /> : <BookIcon />}</Thumb>;
        },
      }),
      column.accessor('name', {
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <>
            <Name>{row.original.name}</Name>
            {row.original.description && <Description>{row.original.description}</Description>}
          </>
        ),
      }),
      column.accessor('level', {
        header: () => t('columns.level'),
        cell: ({ getValue }) => <Level>{t(`levels.${getValue()}`)}</Level>,
      }),
      column.display({
        id: 'languages',
        header: () => t('columns.languages'),
        cell: ({ row }) => {
          const course = t(`languages.${row.original.courseLanguage}`);
          const teaching = t(`languages.${row.original.teachingLanguage}`);
          return (
            <>
              {/* Separate boxes, not one string: the order and the arrow then follow the
                  writing direction instead of the bidi algorithm's reading of mixed text. */}
              <Languages aria-hidden="true">
                <span>{course}</span>
                <Arrow />
                <span>{teaching}</span>
              </Languages>
              <VisuallyHidden>{t('row.languages', { course, teaching })}</VisuallyHidden>
            </>
          );
        },
      }),
      column.accessor('updatedAt', {
        header: () => t('columns.updated'),
        // Digits and dots would be reordered in a right-to-left row; the format reads left to right.
        cell: ({ getValue }) => (
          <time dateTime={getValue()} dir="ltr">
            {formatDateTime(getValue())}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
        cell: ({ row }) => {
          const course = row.original;
          return (
            <Actions>
              <IconButton type="button" aria-label={t('row.edit', { name: course.name })} title={t('row.editShort')} onClick={() => actionsRef.current.onEdit(course)}>
                <EditIcon />
              </IconButton>
              <IconButton
                type="button"
                aria-label={t('row.duplicate', { name: course.name })}
                title={t('row.duplicateShort')}
                onClick={() => actionsRef.current.onDuplicate(course)}
              >
                <CopyIcon />
              </IconButton>
              <DangerButton type="button" aria-label={t('row.delete', { name: course.name })} title={t('row.deleteShort')} onClick={() => actionsRef.current.onDelete(course)}>
                <TrashIcon />
              </DangerButton>
            </Actions>
          );
        },
      }),
    ],
    [t],
  );

  const columnVisibility: VisibilityState = { order: reorderable, actions: canWrite };
  const table = useReactTable({
    data: courses,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (course) => course.id,
    state: { columnVisibility },
  });

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => courses.find((course) => course.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier) => courses.findIndex((course) => course.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), total: courses.length }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.movedOver', { name: nameOf(active.id), position: positionOf(over.id), total: courses.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('reorder.dropped', { name: nameOf(active.id), position: positionOf(over.id), total: courses.length }) : t('reorder.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = courses.findIndex((course) => course.id === active.id);
    const to = courses.findIndex((course) => course.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  const body = (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <SortableRow key={row.id} id={row.id} enabled={reorderable} roleDescription={t('reorder.roleDescription')}>
          {row.getVisibleCells().map((cell) => (
            <Td key={cell.id} data-column={cell.column.id}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Td>
          ))}
        </SortableRow>
      ))}
    </tbody>
  );

  const tableView = (
    <Scroller>
      <Table ref={tableRef} aria-describedby={reorderable ? instructionsId : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <Th key={header.id} scope="col" data-column={header.column.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Th>
              ))}
            </tr>
          ))}
        </thead>
        {reorderable ? (
          <SortableContext items={courses.map((course) => course.id)} strategy={verticalListSortingStrategy}>
            {body}
          </SortableContext>
        ) : (
          body
        )}
      </Table>
    </Scroller>
  );

  return (
    <>
      {reorderable ? (
        // Outside the table: the context adds hidden live regions, which a <table> may not hold.
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
        >
          {tableView}
        </DndContext>
      ) : (
        tableView
      )}
      {reorderable && <VisuallyHidden id={instructionsId}>{t('reorder.tableHint')}</VisuallyHidden>}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

function SortableRow({ id, enabled, roleDescription, children }: { id: string; enabled: boolean; roleDescription: string; children: ReactNode }) {
  if (!enabled) return <Tr>{children}</Tr>;
  return (
    <DraggableRow id={id} roleDescription={roleDescription}>
      {children}
    </DraggableRow>
  );
}

function DraggableRow({ id, roleDescription, children }: { id: string; roleDescription: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const binding = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={binding}>
      <Tr ref={setNodeRef} style={style} data-dragging={isDragging || undefined}>
        {children}
      </Tr>
    </HandleContext.Provider>
  );
}

function OrderCell({ row, actionsRef }: { row: Row<Course>; actionsRef: { current: RowActions } }) {
  const { t } = useTranslation('content');
  const handle = useContext(HandleContext);
  const course = row.original;
  const { total, move } = actionsRef.current;
  return (
    <Actions>
      {handle && (
        <Handle
          type="button"
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          aria-label={t('row.reorder', { name: course.name })}
          title={t('row.reorderShort')}
        >
          <DragIcon />
        </Handle>
      )}
      <IconButton
        type="button"
        data-course-id={course.id}
        data-move="up"
        aria-label={t('row.moveUp', { name: course.name })}
        title={t('row.moveUpShort')}
        disabled={row.index === 0}
        onClick={() => move(course, row.index, 'up')}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        type="button"
        data-course-id={course.id}
        data-move="down"
        aria-label={t('row.moveDown', { name: course.name })}
        title={t('row.moveDownShort')}
        disabled={row.index === total - 1}
        onClick={() => move(course, row.index, 'down')}
      >
        <ArrowDownIcon />
      </IconButton>
    </Actions>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
`;

const Th = styled.th`
  padding: 12px;
  text-align: start;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Tr = styled.tr`
  background: ${({ theme }) => theme.colors.surface};
  &:not(:last-child) {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[data-dragging] {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Td = styled.td`
  padding: 8px 12px;
  vertical-align: middle;
  &[data-column='name'] {
    min-inline-size: 180px;
  }
  &[data-column='updatedAt'] {
    min-inline-size: 6.5em;
  }
`;

const Thumb = styled.span`
  display: grid;
  place-items: center;
  inline-size: 64px;
  block-size: 44px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

// Names and descriptions are typed by people, in any script: each paragraph takes the
// direction of its own text, while alignment follows the page.
const Name = styled.span`
  display: block;
  unicode-bidi: plaintext;
  font-weight: 600;
`;

const Description = styled.span`
  unicode-bidi: plaintext;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin-block-start: 2px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Level = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.8125rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

// Wraps on narrow screens (and with large controls) rather than pushing the actions out of view.
const Languages = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 6px;
`;

/** Points from the course language to the taught one, mirrored in right-to-left layouts. */
const Arrow = styled(ArrowForwardIcon)`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const Handle = styled(IconButton)`
  cursor: grab;
  touch-action: none;
`;

const DangerButton = styled(IconButton)`
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
