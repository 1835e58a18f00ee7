/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { configureRemoteModules, type RemoteModuleLoader } from '../client/remote-components.js';
import { RemoteComponent } from './remote-component.js';
import { renderKit } from './testing.js';

interface Greeting {
  name: string;
}

function Hello({ name }: Greeting) {
  return <p>Hello, {name}</p>;
}

/** A runtime with the given remotes; `modules` answers a load by id (a function may throw). */
function runtime(registered: string[], modules: Record<string, () => Promise<unknown>>) {
  const calls: string[] = [];
  const resets: string[] = [];
  const loader: RemoteModuleLoader = {
    isRegistered: (remote) => registered.includes(remote),
    load: (id) => {
      calls.push(id);
      const load = modules[id];
      return load ? load() : Promise.reject(new Error(`no ${id}`));
    },
    reset: (remote) => resets.push(remote),
  };
  configureRemoteModules(loader);
  return { calls, resets, modules };
}

/** A page with two tabs' contents side by side: one remote each. */
function TwoPlaces() {
  return (
    <>
      <section aria-label="schedule">
        <RemoteComponent<Greeting> remote="mfe_schedule" module="./user-schedule" props={{ name: 'schedule' }} />
      </section>
      <section aria-label="classes">
        <RemoteComponent<Greeting> remote="mfe_classroom" module="./user-classes" props={{ name: 'classes' }} />
      </section>
    </>
  );
}

const place = (name: string) => within(screen.getByRole('region', { name }));

// Each failure is logged on purpose; the tests look at what the page shows.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  configureRemoteModules(null);
  jest.restoreAllMocks();
});

describe('RemoteComponent', () => {
  it('renders the exposed component with the props, after its init (translations)', async () => {
    const order: string[] = [];
    runtime(['mfe_schedule', 'mfe_classroom'], {
      'mfe_schedule/user-schedule': async () => ({ default: Hello, init: async () => void order.push('init') }),
      'mfe_classroom/user-classes': async () => ({ default: Hello }),
    });
    renderKit(<TwoPlaces />);
    expect(place('schedule').getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await place('schedule').findByText('Hello, schedule')).toBeInTheDocument();
    expect(await place('classes').findByText('Hello, classes')).toBeInTheDocument();
    expect(order).toEqual(['init']);
  });

  it('shows the panel only where the remote is missing from the runtime config, and never asks the runtime for it', async () => {
    const { calls } = runtime(['mfe_classroom'], { 'mfe_classroom/user-classes': async () => ({ default: Hello }) });
    renderKit(<TwoPlaces />);
    expect(await place('schedule').findByRole('heading', { name: 'This part is unavailable' })).toBeInTheDocument();
    expect(place('schedule').getByRole('alert')).toHaveAttribute('data-remote', 'mfe_schedule');
    expect(await place('classes').findByText('Hello, classes')).toBeInTheDocument();
    expect(place('classes').queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual(['mfe_classroom/user-classes']);
  });

  it('shows the panel where no host configured the runtime (a remote on its own)', async () => {
    renderKit(<RemoteComponent<Greeting> remote="mfe_schedule" module="./user-schedule" props={{ name: 'x' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part is unavailable');
  });

  it('shows the panel where the load fails; Retry resets the remote in the runtime and loads again', async () => {
    let fail = true;
    const { calls, resets } = runtime(['mfe_schedule', 'mfe_classroom'], {
      'mfe_schedule/user-schedule': async () => {
        if (fail) throw new Error('manifest 404');
        return { default: Hello };
      },
      'mfe_classroom/user-classes': async () => ({ default: Hello }),
    });
    const { user } = renderKit(<TwoPlaces />);
    expect(await place('schedule').findByRole('alert')).toBeInTheDocument();
    expect(await place('classes').findByText('Hello, classes')).toBeInTheDocument();

    // Still down: the panel comes back and the heading takes the focus, so a screen reader says so.
    await user.click(place('schedule').getByRole('button', { name: 'Retry' }));
    expect(await place('schedule').findByRole('heading', { name: 'This part is unavailable' })).toBeInTheDocument();
    expect(resets).toEqual(['mfe_schedule']);

    fail = false;
    await user.click(place('schedule').getByRole('button', { name: 'Retry' }));
    expect(await place('schedule').findByText('Hello, schedule')).toBeInTheDocument();
    expect(resets).toEqual(['mfe_schedule', 'mfe_schedule']);
    expect(calls.filter((id) => id === 'mfe_schedule/user-schedule')).toHaveLength(3);
    expect(calls.filter((id) => id === 'mfe_classroom/user-classes')).toHaveLength(1);
  });

  it('shows the panel where the module is not a component, or its translations fail', async () => {
    runtime(['mfe_schedule', 'mfe_classroom'], {
      'mfe_schedule/user-schedule': async () => ({ routes: [] }),
      'mfe_classroom/user-classes': async () => ({ default: Hello, init: () => Promise.reject(new Error('locale chunk')) }),
    });
    renderKit(<TwoPlaces />);
    expect(await place('schedule').findByRole('alert')).toBeInTheDocument();
    expect(await place('classes').findByRole('alert')).toBeInTheDocument();
  });

  it('keeps a component that throws inside its place, and Retry renders it again', async () => {
    let broken = true;
    function Fragile({ name }: Greeting) {
      if (broken) throw new Error('render failed');
      return <p>Fine, {name}</p>;
    }
    const { resets } = runtime(['mfe_schedule', 'mfe_classroom'], {
      'mfe_schedule/user-schedule': async () => ({ default: Fragile }),
      'mfe_classroom/user-classes': async () => ({ default: Hello }),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderKit(<TwoPlaces />);
    expect(await place('schedule').findByRole('alert')).toBeInTheDocument();
    expect(await place('classes').findByText('Hello, classes')).toBeInTheDocument();
    broken = false;
    await user.click(place('schedule').getByRole('button', { name: 'Retry' }));
    expect(await place('schedule').findByText('Fine, schedule')).toBeInTheDocument();
    // The remote loaded fine; only the component failed, so the runtime is left alone.
    expect(resets).toEqual([]);
    error.mockRestore();
  });

  it('hands new props to the loaded component without loading it again', async () => {
    const { calls } = runtime(['mfe_schedule'], { 'mfe_schedule/user-schedule': async () => ({ default: Hello }) });
    function Switcher() {
      const [name, setName] = useState('Ann');
      return (
        <>
          <button type="button" onClick={() => setName('Bob')}>
            Next
          </button>
          <RemoteComponent<Greeting> remote="mfe_schedule" module="./user-schedule" props={{ name }} />
        </>
      );
    }
    const { user } = renderKit(<Switcher />);
    expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Hello, Bob')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
