import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { SEARCH_DEBOUNCE_MS } from '@school/shared/ui';
import type { GroupMember } from '../../../admin-contracts';
import { aDocument, aGroup, anAdminUser, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { GroupDetailPage } from './group-pages';

const PATH = '/users/groups/:id';
const ann = anAdminUser({ firstName: 'Ann', lastName: 'Bond', email: 'ann@school.test' });
const bob = anAdminUser({ firstName: 'Bob', lastName: 'Cole', email: 'bob@school.test' });
const asMember = ({ id, firstName, lastName, email, image, status }: typeof ann): GroupMember => ({ id, firstName, lastName, email, image, status });

beforeEach(() => {
  resetSession();
  signInAsManager();
});

afterEach(resetSession);

describe('group detail', () => {
  it('shows the group with its members tab', async () => {
    const group = aGroup({ name: 'Morning B1', description: 'Weekdays at 9', members: [asMember(bob)], membersCount: 1 });
    fakeServer(() => ({ status: 200, data: { data: group } }));
    renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${group.id}` });
    expect(await screen.findByRole('heading', { name: 'Morning B1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Weekdays at 9')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members', 'Classes', 'Schedule', 'Documents']);
    const members = screen.getByRole('list', { name: 'Members of the group' });
    expect(within(members).getByText('Bob Cole')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to groups/ })).toHaveAttribute('href', '/users/groups');
  });

  it('opens the documents tab on demand, with the group’s documents', async () => {
    const group = aGroup({ name: 'Morning B1' });
    const calls = fakeServer((call) => (call.url === `groups/${group.id}/documents` ? { status: 200, data: paged([aDocument({ name: 'Course plan', type: 'public' })]) } : { status: 200, data: { data: group } }));
    const { user } = renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${group.id}` });
    await screen.findByRole('heading', { name: 'Morning B1', level: 1 });
    // Only the open tab's panel is rendered: nothing of the documents is asked for yet.
    expect(calls.some((call) => call.url.includes('/documents'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Course plan')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Upload a document' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/documents'))?.params).toEqual({ page: 1, limit: 10 });
    expect(screen.queryByRole('list', { name: 'Members of the group' })).not.toBeInTheDocument();
  });

  it('finds students by a debounced search and adds one to the group', async () => {
    jest.useFakeTimers();
    try {
      let group = aGroup({ name: 'Morning B1', members: [asMember(bob)], membersCount: 1 });
      const calls = fakeServer((call) => {
        if (call.url === 'users') return { status: 200, data: paged([ann, bob]) };
        if (call.method === 'POST') {
          group = { ...group, members: [asMember(ann), asMember(bob)], membersCount: 2 };
          return { status: 201, data: { data: null } };
        }
        return { status: 200, data: { data: group } };
      });
      const { user } = renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${group.id}`, fakeTimers: true });
      await screen.findByRole('heading', { name: 'Morning B1', level: 1 });

      await user.type(screen.getByRole('searchbox', { name: 'Search students to add' }), 'an');
      expect(calls.filter((call) => call.url === 'users')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      const results = await screen.findByRole('list', { name: 'Students found' });
      expect(calls.filter((call) => call.url === 'users').map((call) => call.params)).toEqual([{ type: 'students', page: 1, limit: 10, sort: 'name', order: 'asc', q: 'an' }]);
      // Bob is already in the group: no second add.
      expect(within(results).getByText('In this group')).toBeInTheDocument();
      expect(within(results).queryByRole('button', { name: 'Add Bob Cole to the group' })).not.toBeInTheDocument();

      await user.click(within(results).getByRole('button', { name: 'Add Ann Bond to the group' }));
      await waitFor(() => expect(within(screen.getByRole('list', { name: 'Members of the group' })).getByText('Ann Bond')).toBeInTheDocument());
      const post = calls.find((call) => call.method === 'POST');
      expect([post?.url, post?.body]).toEqual([`groups/${group.id}/users`, { userId: ann.id }]);
      expect(toasts()).toContain('success: Ann Bond added to the group');
    } finally {
      jest.useRealTimers();
    }
  });

  it('removes a member with the student in the body', async () => {
    let group = aGroup({ name: 'Morning B1', members: [asMember(ann), asMember(bob)], membersCount: 2 });
    const calls = fakeServer((call) => {
      if (call.method === 'DELETE') {
        group = { ...group, members: [asMember(bob)], membersCount: 1 };
        return { status: 204 };
      }
      return { status: 200, data: { data: group } };
    });
    const { user } = renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${group.id}` });
    await screen.findByRole('list', { name: 'Members of the group' });
    await user.click(screen.getByRole('button', { name: 'Remove Ann Bond from the group' }));
    await waitFor(() => expect(screen.queryByText('Ann Bond')).not.toBeInTheDocument());
    const removal = calls.find((call) => call.method === 'DELETE');
    expect([removal?.url, removal?.body]).toEqual([`groups/${group.id}/users`, { userId: ann.id }]);
    expect(toasts()).toContain('success: Ann Bond removed from the group');
  });

  it('shows the server message when adding fails', async () => {
    jest.useFakeTimers();
    try {
      const group = aGroup({ name: 'Morning B1' });
      fakeServer((call) => {
        if (call.url === 'users') return { status: 200, data: paged([ann]) };
        if (call.method === 'POST') return { status: 400, data: { message: 'Only students can be added to a group' } };
        return { status: 200, data: { data: group } };
      });
      const { user } = renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${group.id}`, fakeTimers: true });
      await screen.findByRole('heading', { name: 'Morning B1', level: 1 });
      expect(screen.getByText('No students in this group yet.')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Search students to add' }), 'ann');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      await user.click(await screen.findByRole('button', { name: 'Add Ann Bond to the group' }));
      await waitFor(() => expect(toasts()).toContain('error: Only students can be added to a group'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the group does not exist', async () => {
    fakeServer(() => ({ status: 404, data: { message: 'Group not found' } }));
    renderPage(<GroupDetailPage />, { path: PATH, url: `/users/groups/${aGroup().id}` });
    expect(await screen.findByText('This group does not exist or was deleted.')).toBeInTheDocument();
  });
});
