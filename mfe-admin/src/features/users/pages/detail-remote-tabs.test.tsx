import { screen, within } from '@testing-library/react';
import { configureRemoteModules, type RemoteModuleLoader } from '@school/shared';
import { fakeServer, renderPage } from '@school/shared/testing';
import { anAdminUser, paged } from '../../../test/admin';
import { resetSession, signInAsManager } from '../../../test/session';
import { UserDetailPage } from './user-pages';

/*
 * The schedule and classes tabs show what the schedule and classroom remotes expose. Here the
 * federation runtime is a stand-in that answers with small components echoing their props; the
 * real remotes, and one of them down, are proven in e2e/tests/admin-tabs.spec.ts.
 */

const student = anAdminUser({ firstName: 'Ann', lastName: 'Bond' });

function Echo(props: object) {
  return <p>Echo {JSON.stringify(props)}</p>;
}

function runtime(down: string[] = []): string[] {
  const loads: string[] = [];
  const loader: RemoteModuleLoader = {
    isRegistered: (remote) => remote === 'mfe_schedule' || remote === 'mfe_classroom',
    load: async (id) => {
      loads.push(id);
      if (down.some((remote) => id.startsWith(`${remote}/`))) throw new Error('manifest 404');
      return { default: Echo };
    },
    reset: () => undefined,
  };
  configureRemoteModules(loader);
  return loads;
}

beforeEach(() => {
  resetSession();
  signInAsManager(['users-management']);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeServer((call) => {
    if (call.url.endsWith('/documents')) return { status: 200, data: paged([]) };
    return { status: 200, data: { data: student } };
  });
});

afterEach(() => {
  configureRemoteModules(null);
  jest.restoreAllMocks();
  resetSession();
});

describe('the detail pages’ remote tabs', () => {
  it('open a user’s schedule first and their classes on demand, from the remotes, with the user and role', async () => {
    const loads = runtime();
    const { user } = renderPage(<UserDetailPage />, { path: '/users/:type/:id', url: `/users/students/${student.id}` });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText(`Echo {"userId":"${student.id}","role":"member"}`)).toBeInTheDocument();
    // Only the open tab loads its remote.
    expect(loads).toEqual(['mfe_schedule/user-schedule']);
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    expect(await screen.findByText(`Echo {"userId":"${student.id}","role":"member"}`)).toBeInTheDocument();
    expect(loads).toEqual(['mfe_schedule/user-schedule', 'mfe_classroom/user-classes']);
  });

  it('show the unavailable panel in the schedule tab only when the schedule remote is down', async () => {
    runtime(['mfe_schedule']);
    const { user } = renderPage(<UserDetailPage />, { path: '/users/:type/:id', url: `/users/students/${student.id}` });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'This part is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ann Bond' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    expect(await screen.findByText(/^Echo/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part is unavailable' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });

});
