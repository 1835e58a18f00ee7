import { lazy, startTransition, Suspense, useId, useMemo, useRef, useState } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table';
import { type Course, useTranslation } from '@school/shared';
import { TableElement, TableHeaderCell, TableScroller, VisuallyHidden } from '@school/shared/ui';
import { createDragStore, DragTableContext } from './drag-store';
import { SortableRow } from './sortable-row';
import { Td } from './styles';
import { useCourseColumns } from './use-course-columns';
import { useCourseReorder } from './use-course-reorder';

/** dnd-kit and everything that drags: its own chunk, off the list's first paint. */
const CourseDragLayer = lazy(() => import(/* webpackChunkName: "course-drag" */ './course-drag-layer'));

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
  /** A pointer came over the table: what its buttons open may be wanted soon. */
  onPointerEnter?: () => void;
}

/**
 * The courses as a table on wider screens and as a list of cards on a phone (styles.ts).
 * Columns live in useCourseColumns, the move buttons in useCourseReorder, rows and handles in
 * SortableRow, dragging in CourseDragLayer: a chunk of its own, loaded when a pointer comes over
 * the table or focus reaches a handle, which binds the rows and handles already on the page
 * (docs/decisions/content-course-reorder.md).
 */
export function CourseTable({ courses, caption, canWrite, reorderable, onEdit, onDuplicate, onDelete, onMove, onPointerEnter }: CourseTableProps) {
  const { t } = useTranslation('content');
  const tableRef = useRef<HTMLTableElement>(null);
  const instructionsId = useId();
  const handleInstructionsId = useId();
  const [dragWanted, setDragWanted] = useState(false);
  // A transition: the layer's render then yields to input and paint in small slices.
  const [store] = useState(() => createDragStore(() => startTransition(() => setDragWanted(true))));
  const dragTable = useMemo(() => ({ store, instructionsId: handleInstructionsId }), [store, handleInstructionsId]);
  const { actionsRef, announcement } = useCourseReorder({
    courses,
    onMove,
    handlers: { onEdit, onDuplicate, onDelete },
    containerRef: tableRef,
  });
  const columns = useCourseColumns(actionsRef);

  const columnVisibility: VisibilityState = { order: reorderable, actions: canWrite };
  const table = useReactTable({
    data: courses,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (course) => course.id,
    state: { columnVisibility },
  });

  const body = (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <SortableRow key={row.id} id={row.id} enabled={reorderable}>
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
    // A pointer over the table (a mouse on its way to a handle, a finger touching a card) asks
    // for the drag layer before a handle is pressed.
    <TableScroller
      data-scroll-x="course-table"
      onPointerEnter={() => {
        if (reorderable) store.prepare();
        onPointerEnter?.();
      }}
    >
      <TableElement ref={tableRef} aria-describedby={reorderable ? instructionsId : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <TableHeaderCell key={header.id} scope="col" data-column={header.column.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHeaderCell>
              ))}
            </tr>
          ))}
        </thead>
        {body}
      </TableElement>
    </TableScroller>
  );

  return (
    <DragTableContext.Provider value={dragTable}>
      {tableView}
      {reorderable && dragWanted && (
        // Outside the table: dnd-kit adds hidden live regions, which a <table> may not hold.
        <Suspense fallback={null}>
          <CourseDragLayer courses={courses} store={store} onMove={onMove} />
        </Suspense>
      )}
      {reorderable && <VisuallyHidden id={instructionsId}>{t('reorder.tableHint')}</VisuallyHidden>}
      {/* Each handle's description, the same before and after the drag layer arrives. */}
      {reorderable && (
        <div id={handleInstructionsId} hidden>
          {t('reorder.instructions')}
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </DragTableContext.Provider>
  );
}
