/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type ColumnMeta } from './data-table.js';
import { renderKit } from './testing.js';

interface Person {
  id: string;
  name: string;
  joined: string;
}

const rows: Person[] = [
  { id: 'a', name: 'Ann', joined: '01.03.2026' },
  { id: 'b', name: 'Bo', joined: '02.03.2026' },
];
const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', header: 'Name', meta: { primary: true } satisfies ColumnMeta },
  { accessorKey: 'joined', header: 'Joined', meta: { cardLabel: 'Joined', nowrap: true } satisfies ColumnMeta },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: () => null },
];

function renderTable(sort = { id: 'name', desc: false }) {
  const onSort = jest.fn();
  const view = renderKit(<DataTable caption="People" rows={rows} columns={columns} rowId={(row) => row.id} sort={sort} onSort={onSort} sortableHint="(sortable)" />);
  return { ...view, onSort };
}

describe('DataTable', () => {
  it('is a captioned table whose sorted column says so, and whose other sortable headers are named as such', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('button', { name: 'Joined (sortable)' })).toBeInTheDocument();
    // A column that cannot be sorted is a plain header, not a button.
    expect(within(table).queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('asks the server for the other order of the sorted column, and ascending for another column', async () => {
    const { user, onSort } = renderTable();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(onSort).toHaveBeenLastCalledWith('name', true);
    await user.click(screen.getByRole('button', { name: 'Joined (sortable)' }));
    expect(onSort).toHaveBeenLastCalledWith('joined', false);
  });

  it('marks the cells of its column meta: the card title, the card labels, and values that never wrap', () => {
    renderTable();
    const [name, joined] = screen.getAllByRole('cell');
    expect(name).toHaveAttribute('data-primary');
    expect(joined).toHaveAttribute('data-label', 'Joined');
    expect(joined).toHaveAttribute('data-nowrap');
    expect(name).not.toHaveAttribute('data-nowrap');
  });
});
