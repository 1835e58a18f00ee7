import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { styled } from 'styled-components';
import { media } from './breakpoints.js';
import { TableCaption as Caption, TableElement as Table, TableHeaderCell as Th, TableRow as Tr, TableCell, TableScroller as Scroller } from './table-parts.js';

/** What a column tells the table beyond tanstack's definition. */
export interface ColumnMeta {
  /** The name of the value in a phone card (none for the card's title and its actions). */
  cardLabel?: string;
  /** The card's title: larger, first, no label. */
  primary?: boolean;
  /** A value that reads wrong when broken over lines (a date, an amount): never wraps. */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  rows: T[];
  // tanstack's own definition; `unknown` values: each column renders its own cell.
  columns: ColumnDef<T, unknown>[];
  rowId: (row: T) => string;
  /** The server's sort; one column at a time. */
  sort: { id: string; desc: boolean };
  onSort: (id: string, desc: boolean) => void;
  /** Read after a sortable header's name by a screen reader (e.g. "(sortable)"), already translated. */
  sortableHint: string;
}

/**
 * A server-sorted table (the rows are one page of the server's answer, so tanstack neither
 * sorts nor pages them). Sortable headers are buttons inside `th[aria-sort]`. On a phone each
 * row is a card (docs/decisions/platform-responsive.md): the same table element laid out as
 * blocks, each value named by its column.
 */
export function DataTable<T>({ caption, rows, columns, rowId, sort, onSort, sortableHint }: DataTableProps<T>) {
  const sorting: SortingState = [sort];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort(first.id, first.desc);
    },
  });

  return (
    <Scroller data-scroll-x="">
      <Table>
        <Caption>{caption}</Caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort() ? (
                      <SortButton type="button" onClick={() => onSort(header.column.id, sorted === 'asc')}>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        {!sorted && <Hidden>{sortableHint}</Hidden>}
                      </SortButton>
                    ) : (
                      label
                    )}
                  </Th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Tr key={row.id}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
                return (
                  <Td key={cell.id} data-column={cell.column.id} data-label={meta?.cardLabel} data-primary={meta?.primary ? '' : undefined} data-nowrap={meta?.nowrap ? '' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Td>
                );
              })}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Td = styled(TableCell)`
  ${media.phone} {
    &[data-column='actions'] {
      justify-content: flex-end;
    }
  }
`;
