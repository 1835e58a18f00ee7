import { useId, useRef } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { flexRender, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table';
import { type Course, useTranslation } from '@school/shared';
import { VisuallyHidden } from '@school/shared/ui';
import { SortableRow } from './course-table/SortableRow';
import { Scroller, Table, Td, Th } from './course-table/styles';
import { useCourseColumns } from './course-table/useCourseColumns';
import { useCourseReorder, verticalOnly } from './course-table/useCourseReorder';

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

/**
 * The courses as a table on wider screens and as a list of cards on a phone (styles.ts).
 * Columns live in useCourseColumns, moving in useCourseReorder, rows and handles in SortableRow.
 */
export function CourseTable({ courses, caption, canWrite, reorderable, onEdit, onDuplicate, onDelete, onMove }: CourseTableProps) {
  const { t } = useTranslation('content');
  const tableRef = useRef<HTMLTableElement>(null);
  const instructionsId = useId();
  const { actionsRef, announcement, sensors, announcements, onDragEnd } = useCourseReorder({
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
    <Scroller data-scroll-x="course-table">
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
