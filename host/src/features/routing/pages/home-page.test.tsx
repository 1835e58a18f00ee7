import type { ComponentType, ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { HomeSectionProps, RuntimeConfig } from '@school/shared';
import { aUser, renderPage, signInAs, signOutForTest } from '@school/shared/testing';
import { RuntimeConfigProvider, useRuntimeConfig } from '../../runtime';
import type { HomeSectionLoader } from '../components/home-section';
import { HomePage } from './home-page';
import { PageResolver } from '../components/page-resolver';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const ID = '00000000-0000-4000-8000-000000000001';

/** Stand-ins for the areas' sections: each names the audiences it was given. */
const scheduleSection = ({ audiences }: HomeSectionProps) => (
  <section aria-label="Schedule part">
    <h2>Lessons for {audiences.join(' and ')}</h2>
  </section>
);
const classroomSection = ({ audiences }: HomeSectionProps) => (
  <section aria-label="Classroom part">
    <h2>Homework for {audiences.join(' and ')}</h2>
  </section>
);

function loaderOf(sections: Record<string, ComponentType<HomeSectionProps> | Error>): jest.MockedFunction<HomeSectionLoader> {
  return jest.fn((remote: string) => {
    const section = sections[remote];
    if (!section) return Promise.reject(new Error(`no ${remote}`));
    return section instanceof Error ? Promise.reject(section) : Promise.resolve(section);
  });
}

/** The site's built-in config (every remote of the registry), or the given one. */
function WithConfig({ config, children }: { config?: RuntimeConfig; children: ReactNode }) {
  const builtIn = useRuntimeConfig();
  return <RuntimeConfigProvider config={config ?? builtIn}>{children}</RuntimeConfigProvider>;
}

function renderHome(load: HomeSectionLoader, config?: RuntimeConfig) {
  return renderPage(
    <WithConfig config={config}>
      <HomePage load={load} />
    </WithConfig>,
    { path: '/' },
  );
}

let builtInConfig: RuntimeConfig;
function ReadConfig() {
  builtInConfig = useRuntimeConfig();
  return null;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  signOutForTest();
  jest.restoreAllMocks();
});

describe('the home page', () => {
  it('gives a student the schedule’s and the classroom’s sections, for a student, under a greeting', async () => {
    signInAs(aUser({ id: ID, firstName: 'Sofia', role: 'member' }));
    const load = loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: classroomSection });
    renderHome(load);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Sofia! Here is what matters today.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lessons for student' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Homework for student' })).toBeInTheDocument();
    // In the order of the page: the schedule first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Lessons for student', 'Homework for student']);
  });

  it('asks the classroom nothing for an administrator who does not teach, and gives a teaching administrator both parts', async () => {
    signInAs(aUser({ id: ID, role: 'staff' }), ['admin-access']);
    const load = loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: classroomSection });
    const { unmount } = renderHome(load);
    expect(await screen.findByRole('heading', { name: 'Lessons for admin' })).toBeInTheDocument();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['mfe_schedule']);
    unmount();

    signInAs(aUser({ id: ID, role: 'staff' }), ['teacher', 'admin-access']);
    renderHome(loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: classroomSection }));
    expect(await screen.findByRole('heading', { name: 'Lessons for teacher and admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Homework for teacher' })).toBeInTheDocument();
  });

  it('shows the unavailable panel in place of a section whose remote is down, and only there; Retry loads it again', async () => {
    signInAs(aUser({ id: ID, role: 'staff' }), ['teacher']);
    let scheduleDown = true;
    const load = jest.fn<ReturnType<HomeSectionLoader>, Parameters<HomeSectionLoader>>((remote) =>
      remote === 'mfe_schedule' && scheduleDown ? Promise.reject(new Error('manifest 503')) : Promise.resolve(remote === 'mfe_schedule' ? scheduleSection : classroomSection),
    );
    renderHome(load);
    const panel = await screen.findByTestId('area-unavailable');
    expect(panel).toHaveAttribute('data-remote', 'mfe_schedule');
    expect(within(panel).getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Homework for teacher' })).toBeInTheDocument();
    expect(screen.getAllByTestId('area-unavailable')).toHaveLength(1);

    scheduleDown = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lessons for teacher' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-unavailable')).not.toBeInTheDocument();
    expect(load.mock.calls.filter(([remote]) => remote === 'mfe_schedule')).toHaveLength(2);
  });

  it('isolates a section that throws while rendering, too', async () => {
    signInAs(aUser({ id: ID, role: 'member' }));
    const broken = () => {
      throw new Error('render failed');
    };
    renderHome(loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: broken }));
    expect(await screen.findByRole('heading', { name: 'Lessons for student' })).toBeInTheDocument();
    expect(await screen.findByTestId('area-unavailable')).toHaveAttribute('data-remote', 'mfe_classroom');
  });

  it('has no section for an area the runtime config does not deploy', async () => {
    signInAs(aUser({ id: ID, role: 'member' }));
    renderPage(<ReadConfig />, { path: '/' }).unmount();
    expect(Object.keys(builtInConfig.remotes)).toEqual(expect.arrayContaining(['mfe_schedule', 'mfe_classroom']));
    const { mfe_classroom: _classroom, ...remotes } = builtInConfig.remotes;
    const load = loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: classroomSection });
    renderHome(load, { ...builtInConfig, remotes });
    expect(await screen.findByRole('heading', { name: 'Lessons for student' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Homework for/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('area-unavailable')).not.toBeInTheDocument();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['mfe_schedule']);
  });

  it('tells staff with neither teaching nor administration that there is nothing here yet', () => {
    signInAs(aUser({ id: ID, role: 'staff' }), ['users-management']);
    const load = loaderOf({});
    renderHome(load);
    expect(screen.getByText('Nothing to show here for your role yet. Use the menu to open what you need.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the root address', () => {
  it('is the home page of a signed-in user, inside the shell, with the Dashboard item current', async () => {
    signInAs(aUser({ id: ID, firstName: 'Sofia', role: 'member' }));
    renderPage(<PageResolver loadHomeSection={loaderOf({ mfe_schedule: scheduleSection, mfe_classroom: classroomSection })} />, { path: '*', url: '/' });
    expect(await screen.findByRole('heading', { name: 'Lessons for student' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor to sign in', async () => {
    renderPage(<PageResolver loadHomeSection={loaderOf({})} />, { path: '*', url: '/' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin'));
  });
});
