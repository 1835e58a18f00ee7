import { screen, waitFor, within } from '@testing-library/react';
import type { PermissionKey } from '@school/shared';
import { deferred, fakeServer, renderPage, type Reply } from '@school/shared/testing';
import { ALL_PERMISSIONS, anAdminUser, paged } from '../../../test/admin';
import { ADMIN_ID, resetSession, signInAsManager, toasts } from '../../../test/session';
import { UserDetailPage } from './user-detail-page';

const PATH = '/users/:type/:id';
const teacher = anAdminUser({ firstName: 'Iryna', lastName: 'Shevchenko', role: 'staff', permissions: ['teacher'], email: 'iryna@school.test' });
const student = anAdminUser({ firstName: 'Ann', lastName: 'Bond' });

/** The user's own calls, keeping granted and revoked rights as the server does; the other tabs' lists are empty. */
function serve(user: typeof teacher, permissions = ALL_PERMISSIONS) {
  let current = user;
  return fakeServer((call) => {
    if (call.url === 'permissions') return { status: 200, data: { data: permissions } };
    if (/(documents|plans|plan-history)$/.test(call.url ?? '')) return { status: 200, data: paged([]) };
    const right = /permissions\/([a-z-]+)$/.exec(call.url ?? '')?.[1] as PermissionKey | undefined;
    if (right && call.method === 'PUT') current = { ...current, permissions: [...current.permissions, right] };
    if (right && call.method === 'DELETE') current = { ...current, permissions: current.permissions.filter((held) => held !== right) };
    return { status: 200, data: { data: current } };
  });
}

beforeEach(() => {
  resetSession();
  signInAsManager(['users-management']);
});

afterEach(resetSession);

/** Opens the page on its access rights tab and returns the list of switches. */
async function showRights(url: string) {
  const view = renderPage(<UserDetailPage />, { path: PATH, url });
  await view.user.click(await screen.findByRole('tab', { name: 'Access rights' }));
  return { ...view, rights: await screen.findByRole('list', { name: 'Access rights' }) };
}

describe('user detail', () => {
  it('shows a staff member with schedule, classes, documents and access rights, and no plan tabs', async () => {
    serve(teacher);
    const { user } = renderPage(<UserDetailPage />, { path: PATH, url: `/users/teachers/${teacher.id}` });
    expect(await screen.findByRole('heading', { name: 'Iryna Shevchenko' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to teachers/ })).toHaveAttribute('href', '/users/teachers');
    const tabs = screen.getByRole('tablist', { name: 'User details' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Schedule', 'Classes', 'Documents', 'Access rights']);
    await user.click(within(tabs).getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });

  it('shows a student with schedule, classes, tariffs, documents and plan history, and no (always empty) access rights tab', async () => {
    serve(student);
    const { user } = renderPage(<UserDetailPage />, { path: PATH, url: `/users/students/${student.id}` });
    const tabs = await screen.findByRole('tablist', { name: 'User details' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Schedule', 'Classes', 'Tariffs', 'Documents', 'Plan history']);
    await user.click(within(tabs).getByRole('tab', { name: 'Tariffs' }));
    expect(await screen.findByText('No plans assigned yet.')).toBeInTheDocument();
  });

  it('shows one switch per permission in the state the user holds it', async () => {
    serve(teacher);
    const { rights } = await showRights(`/users/teachers/${teacher.id}`);
    expect(within(rights).getByRole('switch', { name: 'Teacher' })).toBeChecked();
    expect(within(rights).getByRole('switch', { name: 'Users management' })).not.toBeChecked();
    expect(within(rights).getByRole('switch', { name: 'Courses management' })).not.toBeChecked();
  });

  it('grants and takes away a right with one call each', async () => {
    const calls = serve(teacher);
    const { user, rights } = await showRights(`/users/teachers/${teacher.id}`);

    await user.click(within(rights).getByRole('switch', { name: 'Courses management' }));
    await waitFor(() => expect(within(rights).getByRole('switch', { name: 'Courses management' })).toBeChecked());
    await user.click(within(rights).getByRole('switch', { name: 'Teacher' }));
    await waitFor(() => expect(within(rights).getByRole('switch', { name: 'Teacher' })).not.toBeChecked());

    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT users/${teacher.id}/permissions/courses-management`,
      `DELETE users/${teacher.id}/permissions/teacher`,
    ]);
    expect(toasts()).toEqual(['success: Access right “Courses management” granted', 'success: Access right “Teacher” removed']);
  });

  it('flips the switch at once, before the server answers, and back when it refuses', async () => {
    const answer = deferred<Reply>();
    fakeServer((call) => {
      if (call.url === 'permissions') return { status: 200, data: { data: ALL_PERMISSIONS } };
      if (call.url?.endsWith('documents')) return { status: 200, data: paged([]) };
      if (call.method === 'PUT') return answer.promise;
      return { status: 200, data: { data: teacher } };
    });
    const { user, rights } = await showRights(`/users/teachers/${teacher.id}`);
    await user.click(within(rights).getByRole('switch', { name: 'Courses management' }));
    expect(within(rights).getByRole('switch', { name: 'Courses management' })).toBeChecked();
    answer.resolve({ status: 403, data: { message: 'Only a school administrator can do this' } });
    await waitFor(() => expect(within(rights).getByRole('switch', { name: 'Courses management' })).not.toBeChecked());
    expect(toasts()).toEqual(['error: Only a school administrator can do this']);
  });

  it('keeps the switch as it was and says why when the server refuses', async () => {
    fakeServer((call) => {
      if (call.url === 'permissions') return { status: 200, data: { data: ALL_PERMISSIONS } };
      if (call.url?.endsWith('documents')) return { status: 200, data: paged([]) };
      if (call.method === 'PUT') return { status: 403, data: { message: 'Only a school administrator can do this' } };
      return { status: 200, data: { data: teacher } };
    });
    const { user, rights } = await showRights(`/users/teachers/${teacher.id}`);
    await user.click(within(rights).getByRole('switch', { name: 'Courses management' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Only a school administrator can do this']));
    expect(within(rights).getByRole('switch', { name: 'Courses management' })).not.toBeChecked();
  });

  it('lets only an administrator switch the administrator right', async () => {
    serve(teacher);
    const { rights } = await showRights(`/users/teachers/${teacher.id}`);
    expect(within(rights).getByRole('switch', { name: 'School administrator' })).toBeDisabled();
    expect(within(rights).getByRole('switch', { name: 'Teacher' })).toBeEnabled();
  });

  it('locks every switch of an administrator for a users manager, and says so', async () => {
    serve({ ...teacher, permissions: ['admin-access'] });
    const { rights } = await showRights(`/users/staff/${teacher.id}`);
    for (const toggle of within(rights).getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByText('Only a school administrator can change the rights of an administrator.')).toBeInTheDocument();
  });

  it('does not offer to change one’s own rights', async () => {
    signInAsManager(['admin-access']);
    serve({ ...teacher, id: ADMIN_ID, permissions: ['admin-access'] });
    const { rights } = await showRights(`/users/staff/${ADMIN_ID}`);
    for (const toggle of within(rights).getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByText('You cannot change your own access rights here.')).toBeInTheDocument();
  });

  it('says "No access rights available" when the school has no rights to give', async () => {
    serve(teacher, []);
    const view = renderPage(<UserDetailPage />, { path: PATH, url: `/users/teachers/${teacher.id}` });
    await view.user.click(await screen.findByRole('tab', { name: 'Access rights' }));
    expect(await screen.findByText('No access rights available')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says so when the user does not exist, and for an unknown list', async () => {
    fakeServer(() => ({ status: 404, data: { message: 'User not found' } }));
    const first = renderPage(<UserDetailPage />, { path: PATH, url: `/users/staff/${student.id}` });
    expect(await screen.findByText('This user does not exist or was deleted.')).toBeInTheDocument();
    first.unmount();

    const calls = fakeServer(() => ({ status: 200, data: { data: student } }));
    renderPage(<UserDetailPage />, { path: PATH, url: `/users/parents/${student.id}` });
    expect(screen.getByText('This user does not exist or was deleted.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
