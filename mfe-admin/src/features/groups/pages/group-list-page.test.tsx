import { screen, waitFor, within } from '@testing-library/react';
import { type Call, fakeServer, renderPage, reportUploadProgress } from '@school/shared/testing';
import { aGroup, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { GroupListPage } from './group-pages';

const morning = aGroup({ name: 'Morning B1', description: 'Weekdays at 9', membersCount: 4 });
const evening = aGroup({ name: 'Evening A2', membersCount: 0 });
const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url === 'groups');

beforeEach(() => {
  resetSession();
  signInAsManager();
});

afterEach(resetSession);

describe('group list', () => {
  it('shows the first page of groups with their member counts, linked to each group', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([morning, evening], { total: 12 }) }));
    renderPage(<GroupListPage />, { path: '/users/groups' });
    const table = await screen.findByRole('table', { name: 'Groups of the school' });
    expect(listCalls(calls)[0]?.params).toEqual({ page: 1, limit: 10, sort: 'name', order: 'asc' });
    const row = within(table).getByRole('row', { name: /Morning B1/ });
    expect(within(row).getByRole('link', { name: 'Morning B1' })).toHaveAttribute('href', `/users/groups/${morning.id}`);
    expect(within(row).getByText('Weekdays at 9')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by the number of members on the server', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([morning, evening]) }));
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Members/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ sort: 'membersCount', order: 'asc' }));
  });

  it('creates a group and checks the name first', async () => {
    const created = aGroup({ name: 'Kids', description: 'Ages 8 to 10' });
    const calls = fakeServer((call) => (call.method === 'POST' ? { status: 201, data: { data: created } } : { status: 200, data: paged([]) }));
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    expect(await screen.findByText('There are no groups yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Kids');
    await user.type(within(dialog).getByLabelText('Description'), 'Ages 8 to 10');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kids', description: 'Ages 8 to 10' });
    expect(toasts()).toContain('success: Group created successfully');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('uploads the image of a new group after saving it, showing the progress', async () => {
    const created = aGroup({ name: 'Kids' });
    let release: () => void = () => undefined;
    const calls = fakeServer((call) => {
      if (call.method === 'POST') return { status: 201, data: { data: created } };
      if (call.method === 'PUT' && call.url.endsWith('/image')) {
        reportUploadProgress(call.config, 512, 1024);
        return new Promise((resolve) => {
          release = () => resolve({ status: 200, data: { data: { ...created, image: '/files/groups/kids.png' } } });
        });
      }
      return { status: 200, data: paged([]) };
    });
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByText('There are no groups yet.');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    await user.type(within(dialog).getByLabelText('Name'), 'Kids');
    await user.upload(within(dialog).getByLabelText('Image'), new File([new Uint8Array(2048)], 'kids.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upload = calls.find((call) => call.method === 'PUT');
    expect(upload?.url).toBe(`groups/${created.id}/image`);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(toasts()).toContain('success: Group created successfully');
  });

  it('removes the stored image of a group on save', async () => {
    const pictured = aGroup({ name: 'Pictured', image: '/files/groups/p.png' });
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') return { status: 200, data: { data: pictured } };
      if (call.method === 'DELETE') return { status: 200, data: { data: { ...pictured, image: null } } };
      return { status: 200, data: paged([pictured]) };
    });
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Pictured' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit group' });
    expect(within(dialog).getByRole('img', { name: 'Group image preview' })).toHaveAttribute('src', pictured.image);
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([`PUT groups/${pictured.id}`, `DELETE groups/${pictured.id}/image`]);
  });

  it('shows a taken name beside the field', async () => {
    fakeServer((call) =>
      call.method === 'POST'
        ? { status: 409, data: { message: 'A group with this name already exists', fieldErrors: { name: ['A group with this name already exists'] } } }
        : { status: 200, data: paged([morning]) },
    );
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'morning b1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('A group with this name already exists'));
  });

  it('renames a group', async () => {
    const calls = fakeServer((call) => (call.method === 'PUT' ? { status: 200, data: { data: { ...morning, name: 'Morning B2' } } } : { status: 200, data: paged([morning]) }));
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Morning B1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit group' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Morning B2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect([put?.url, put?.body]).toEqual([`groups/${morning.id}`, { name: 'Morning B2', description: 'Weekdays at 9' }]);
  });

  it('deletes a group after confirmation', async () => {
    let rows = [morning, evening];
    const calls = fakeServer((call) => {
      if (call.method === 'DELETE') {
        rows = [evening];
        return { status: 204 };
      }
      return { status: 200, data: paged(rows) };
    });
    const { user } = renderPage(<GroupListPage />, { path: '/users/groups' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Morning B1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete group' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Morning B1/ })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`groups/${morning.id}`]);
    expect(toasts()).toContain('success: Group deleted successfully');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groups' })).toHaveFocus());
  });
});
