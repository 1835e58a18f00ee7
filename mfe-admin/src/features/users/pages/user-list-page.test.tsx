import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, fakeServer, renderPage } from '@school/shared/testing';
import { SEARCH_DEBOUNCE_MS } from '@school/shared/ui';
import { anAdminUser, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { StudentsPage, TeachersPage } from './user-pages';

const ann = anAdminUser({ firstName: 'Ann', lastName: 'Bond', email: 'ann@school.test' });
const bob = anAdminUser({ firstName: 'Bob', lastName: 'Cole', email: 'bob@school.test', status: 'deactivated' });

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url === 'users');
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  resetSession();
  signInAsManager();
});

afterEach(resetSession);

describe('user lists', () => {
  it('asks the server for the first page of its list, sorted by name, and shows where it is', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([ann, bob], { total: 23 }) }));
    renderPage(<StudentsPage />, { path: '/users/students' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    const table = await screen.findByRole('table', { name: 'Students of the school' });
    expect(rowNames()).toEqual(['Ann Bond', 'Bob Cole']);
    expect(listCalls(calls)[0]?.params).toEqual({ type: 'students', page: 1, limit: 10, sort: 'name', order: 'asc' });
    expect(within(table).getByRole('link', { name: 'Ann Bond' })).toHaveAttribute('href', `/users/students/${ann.id}`);
    expect(within(screen.getByRole('row', { name: /Bob Cole/ })).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const calls = fakeServer((call) => ({ status: 200, data: paged(call.params.page === 2 ? [bob] : [ann], { total: 11, page: Number(call.params.page) }) }));
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bob Cole']));
    expect(listCalls(calls).map((call) => call.params.page)).toEqual([1, 2]);
    expect(screen.getByTestId('location')).toHaveTextContent('/users/students?page=2');
    expect(screen.getByText('11–11 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says "more than" when a broad search was not counted to the end, and pages as far as the count', async () => {
    const capped = (page: number) => {
      const answer = paged([ann, bob], { total: 1000, page });
      return { ...answer, meta: { pagination: { ...answer.meta.pagination, totalCapped: true } } };
    };
    fakeServer((call) => ({ status: 200, data: capped(Number(call.params.page)) }));
    renderPage(<StudentsPage />, { path: '/users/students', url: '/users/students?q=anna&page=100' });
    await screen.findByRole('table');
    expect(screen.getByText('991–1000 of more than 1000: refine the search to see the rest')).toBeInTheDocument();
    expect(screen.getByText('Page 100 of 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches 300 ms after typing stops, from the first page', async () => {
    jest.useFakeTimers();
    try {
      const calls = fakeServer((call) => ({ status: 200, data: paged(call.params.q === 'bob' ? [bob] : [ann, bob]) }));
      const { user } = renderPage(<StudentsPage />, { path: '/users/students', url: '/users/students?page=3', fakeTimers: true });
      await screen.findByRole('table');

      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bob');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(listCalls(calls)).toHaveLength(1);

      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(rowNames()).toEqual(['Bob Cole']));
      // One request for the whole word, not one per keystroke; a new search starts at page 1.
      expect(listCalls(calls).map((call) => [call.params.page, call.params.q])).toEqual([
        [3, undefined],
        [1, 'bob'],
      ]);
      expect(screen.getByTestId('location')).toHaveTextContent('/users/students?q=bob');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to clear a search that matches nobody', async () => {
    fakeServer((call) => ({ status: 200, data: paged(call.params.q ? [] : [ann]) }));
    const { user } = renderPage(<StudentsPage />, { path: '/users/students', url: '/users/students?q=zzz' });
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });

  it('sorts on the server by the column header, ascending then descending', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([ann, bob]) }));
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(listCalls(calls).map((call) => `${call.params.sort} ${call.params.order}`)).toEqual(['name asc', 'email asc', 'email desc']);
    expect(screen.getByTestId('location')).toHaveTextContent('/users/students?sort=email&order=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
  });

  it('shows the server message and loads again on retry', async () => {
    let fail = true;
    const calls = fakeServer(() => (fail ? { status: 500, data: { message: 'Database is asleep' } } : { status: 200, data: paged([ann]) }));
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('creates a teacher with a working schedule and loads the list again', async () => {
    const created = anAdminUser({ firstName: 'Iryna', lastName: 'Shevchenko', role: 'staff', permissions: ['teacher'] });
    const calls = fakeServer((call) => (call.method === 'POST' ? { status: 201, data: { data: created } } : { status: 200, data: paged([ann]) }));
    const { user } = renderPage(<TeachersPage />, { path: '/users/teachers' });
    await screen.findByRole('table', { name: 'Teachers of the school' });

    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    const dialog = screen.getByRole('dialog', { name: 'New teacher' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('First name'), 'Iryna');
    await user.type(within(dialog).getByLabelText('Last name'), 'Shevchenko');
    await user.type(within(dialog).getByLabelText('E-mail'), 'iryna@school.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Kyiv');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(within(dialog).getByLabelText('Start, Monday'), { target: { value: '08:30' } });
    fireEvent.change(within(dialog).getByLabelText('End, Monday'), { target: { value: '14:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('users');
    expect(post?.body).toEqual({
      type: 'teachers',
      firstName: 'Iryna',
      lastName: 'Shevchenko',
      email: 'iryna@school.test',
      password: 'secret123',
      phone: '',
      country: '',
      timezone: 'Europe/Kyiv',
      status: 'active',
      schedule: { mon: { startTime: '08:30', endTime: '14:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    });
    expect(toasts()).toContain('success: User created successfully');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('asks a new student for no working schedule and sends none', async () => {
    const created = anAdminUser({ firstName: 'Ann', lastName: 'New' });
    const calls = fakeServer((call) => (call.method === 'POST' ? { status: 201, data: { data: created } } : { status: 200, data: paged([ann]) }));
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('group', { name: 'Working schedule' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Monday' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'New');
    await user.type(within(dialog).getByLabelText('E-mail'), 'new@school.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('schedule');
  });

  it('uploads the photo after creating the user, and keeps the user when the photo is refused', async () => {
    const created = anAdminUser({ firstName: 'Ann', lastName: 'Photo' });
    const calls = fakeServer((call) => {
      if (call.method === 'POST') return { status: 201, data: { data: created } };
      if (call.method === 'PUT') return { status: 415, data: { message: 'Only images are allowed' } };
      return { status: 200, data: paged([ann]) };
    });
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'Photo');
    await user.type(within(dialog).getByLabelText('E-mail'), 'photo@school.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.upload(within(dialog).getByLabelText('Photo'), new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(['POST users', `PUT users/${created.id}/avatar`]);
    expect(toasts()).toEqual(['error: The user was saved, but the photo was not: Only images are allowed', 'success: User created successfully']);
  });

  it('checks the form with the contract before sending: required fields and a day that ends before it starts', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([]) }));
    const { user } = renderPage(<TeachersPage />, { path: '/users/teachers' });
    await screen.findByText('There are no teachers yet.');
    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    const dialog = screen.getByRole('dialog', { name: 'New teacher' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'Bond');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ann@school.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.change(within(dialog).getByLabelText('End, Friday'), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('End, Friday')).toHaveAccessibleDescription('The end must be later than the start');
    await waitFor(() => expect(within(dialog).getByLabelText('Start, Friday')).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server field errors beside their fields', async () => {
    fakeServer((call) =>
      call.method === 'POST'
        ? { status: 409, data: { message: 'This e-mail is already in use', fieldErrors: { email: ['This e-mail is already in use'] } } }
        : { status: 200, data: paged([ann]) },
    );
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last name'), 'Bond');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ann@school.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is already in use'));
    expect(toasts()).toContain('error: This e-mail is already in use');
  });

  it('edits a user: details by PUT, and the status by its own call only when it changed', async () => {
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') return { status: 200, data: { data: { ...ann, phone: '+380501234567' } } };
      if (call.method === 'PATCH') return { status: 200, data: { data: { ...ann, status: 'inactive' } } };
      return { status: 200, data: paged([ann]) };
    });
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Ann Bond' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ann@school.test');
    await user.type(within(dialog).getByLabelText('Phone'), '+380501234567');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([`PUT users/${ann.id}`, `PATCH users/${ann.id}/status`]);
    expect(writes[0]?.body).toMatchObject({ firstName: 'Ann', lastName: 'Bond', phone: '+380501234567' });
    expect(writes[1]?.body).toEqual({ status: 'inactive' });
    expect(toasts()).toContain('success: User updated successfully');
  });

  it('deletes only after confirmation, starting on Cancel', async () => {
    let rows = [ann, bob];
    const calls = fakeServer((call) => {
      if (call.method === 'DELETE') {
        rows = [bob];
        return { status: 204 };
      }
      return { status: 200, data: paged(rows) };
    });
    const { user } = renderPage(<StudentsPage />, { path: '/users/students' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Delete Ann Bond' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveAccessibleDescription(/Delete Ann Bond\?/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Ann Bond' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bob Cole']));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`users/${ann.id}`]);
    expect(toasts()).toContain('success: User deleted successfully');
    expect(screen.getByRole('heading', { name: 'Students' })).toHaveFocus();
  });
});
