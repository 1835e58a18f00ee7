import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { aClass, paged } from '../../test/classes';
import { resetSession, signInAsTeacher } from '../../test/session';
import ExposedUserClasses, { init as initUserClasses } from './exposed-user-classes';
import ExposedGroupClasses, { init as initGroupClasses } from './exposed-group-classes';

const USER_ID = '00000000-0000-4000-8000-0000000000b1';
const GROUP_ID = '00000000-0000-4000-8000-0000000000d1';
const english = aClass({ name: 'English B1 with Sofia' });
const reads = (calls: Call[]) => calls.filter((call) => call.method === 'GET');

beforeEach(() => signInAsTeacher(['users-management']));
afterEach(resetSession);

describe('the exposed classes components', () => {
  it('expose a component and an init that loads the classroom translations', async () => {
    expect(typeof ExposedUserClasses).toBe('function');
    await expect(initUserClasses()).resolves.toBeUndefined();
    await expect(initGroupClasses()).resolves.toBeUndefined();
  });

  it('list a user’s classes from users/{id}/classes, each leading to its classroom, with no edit or delete', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([english], { total: 11 }) }));
    const { user } = renderPage(<ExposedUserClasses userId={USER_ID} role="member" />, { path: '/users/students/1' });
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(reads(calls)[0]).toMatchObject({ url: `users/${USER_ID}/classes`, params: { page: 1, limit: 10 } });
    const row = within(table).getByRole('row', { name: /English B1 with Sofia/ });
    expect(within(row).getByRole('link', { name: 'English B1 with Sofia' })).toHaveAttribute('href', `/classes/${english.id}`);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(reads(calls).at(-1)?.params).toEqual({ page: 2, limit: 10 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'b1');
    await waitFor(() => expect(reads(calls).at(-1)?.params).toEqual({ page: 1, limit: 10, q: 'b1' }));
  });

  it('say what “none” means for a teacher, a student and a group, and offer to clear a search that found nothing', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([]) }));
    const teacher = renderPage(<ExposedUserClasses userId={USER_ID} role="staff" />, { path: '/users/teachers/1' });
    expect(await screen.findByText('Teaches no classes yet.')).toBeInTheDocument();
    teacher.unmount();
    const student = renderPage(<ExposedUserClasses userId={USER_ID} role="member" />, { path: '/users/students/1' });
    expect(await screen.findByText('Not in any class yet.')).toBeInTheDocument();
    student.unmount();
    const { user } = renderPage(<ExposedGroupClasses groupId={GROUP_ID} />, { path: '/users/groups/1' });
    expect(await screen.findByText('This group has no group classes yet.')).toBeInTheDocument();
    expect(reads(calls).at(-1)?.url).toBe(`groups/${GROUP_ID}/classes`);
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'zz');
    expect(await screen.findByText('No classes match “zz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('This group has no group classes yet.')).toBeInTheDocument();
  });

  it('show the server’s message when the list fails, and read again on Retry', async () => {
    let fail = true;
    fakeServer(() => (fail ? { status: 404, data: { message: 'Group not found' } } : { status: 200, data: paged([english]) }));
    const { user } = renderPage(<ExposedGroupClasses groupId={GROUP_ID} />, { path: '/users/groups/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Group not found');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'English B1 with Sofia' })).toBeInTheDocument();
  });
});
