import { screen } from '@testing-library/react';
import { configureRemoteModules, type RemoteModuleLoader } from '@school/shared';
import { fakeServer, renderPage } from '@school/shared/testing';
import { aGroup } from '../../../test/admin';
import { resetSession, signInAsManager } from '../../../test/session';
import { GroupDetailPage } from './group-pages';

// The group's classes and schedule tabs come from the classroom and schedule remotes; here the
// runtime is a stand-in answering with a component that echoes its props (e2e proves the real ones).
const group = aGroup({ name: 'Morning B1' });

function Echo(props: object) {
  return <p>Echo {JSON.stringify(props)}</p>;
}

function runtime(): string[] {
  const loads: string[] = [];
  const loader: RemoteModuleLoader = {
    isRegistered: () => true,
    load: async (id) => {
      loads.push(id);
      return { default: Echo };
    },
    reset: () => undefined,
  };
  configureRemoteModules(loader);
  return loads;
}

beforeEach(() => {
  resetSession();
  signInAsManager();
  fakeServer(() => ({ status: 200, data: { data: group } }));
});

afterEach(() => {
  configureRemoteModules(null);
  resetSession();
});

describe('the group detail’s remote tabs', () => {
  it('show a group’s classes and schedule with the group', async () => {
    const loads = runtime();
    const { user } = renderPage(<GroupDetailPage />, { path: '/users/groups/:id', url: `/users/groups/${group.id}` });
    await user.click(await screen.findByRole('tab', { name: 'Classes' }));
    expect(await screen.findByText(`Echo {"groupId":"${group.id}"}`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(await screen.findByText(`Echo {"groupId":"${group.id}"}`)).toBeInTheDocument();
    expect(loads).toEqual(['mfe_classroom/group-classes', 'mfe_schedule/group-schedule']);
  });
});
