/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { api } from '../client/http.js';
import { appStore } from '../client/store.js';
import { toastsAtom } from '../client/toast.js';
import { deferred, fakeServer, type Reply } from '../testing/http.js';
import { createTestQueryClient, renderWithServerData, ServerDataTestProvider } from '../testing/query.js';
import { applyLiveEvent, courseKeys, createQueryClient, isUnder, onlineManager, queryClient, serverRead, ServerDataProvider, useQuery, useQueryClient, useWrite } from './index.js';

interface Item {
  id: string;
  name: string;
}

const toastTexts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

afterEach(() => {
  appStore.set(toastsAtom, []);
  onlineManager.setOnline(true);
});

function ItemList({ search = '' }: { search?: string }) {
  const items = useQuery(serverRead<Item[], readonly unknown[]>(['items', search], 'items', { search }));
  if (items.isError) return <p role="alert">failed</p>;
  if (!items.data) return <p>loading</p>;
  return <p>{items.data.map((item) => item.name).join(', ') || 'none'}</p>;
}

describe('reads', () => {
  it('GETs through the shared client with the query parameters and shows the unwrapped answer', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: [{ id: '1', name: 'Alpha' }] } }));
    renderWithServerData(<ItemList search="al" />);
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.params])).toEqual([['GET', 'items', { search: 'al' }]]);
  });

  it('cancels the request when nobody waits for the answer any more', async () => {
    const answer = deferred<Reply>();
    const calls = fakeServer(() => answer.promise);
    const { unmount } = renderWithServerData(<ItemList />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]?.config.signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    answer.resolve({ status: 200, data: { data: [] } });
  });

  it('keeps the newer answer when an older one arrives after it', async () => {
    const answers = [deferred<Reply>(), deferred<Reply>(), deferred<Reply>()];
    const calls = fakeServer(() => answers[calls.length - 1]!.promise);
    const { queryClient: client } = renderWithServerData(<ItemList />);
    answers[0]!.resolve({ status: 200, data: { data: [{ id: '1', name: 'First' }] } });
    expect(await screen.findByText('First')).toBeTruthy();
    // Two writes elsewhere make the list stale one after the other; the first re-read is slow.
    act(() => void client.invalidateQueries({ queryKey: ['items'] }));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => void client.invalidateQueries({ queryKey: ['items'] }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect((calls[1]?.config.signal as AbortSignal).aborted).toBe(true);
    answers[2]!.resolve({ status: 200, data: { data: [{ id: '1', name: 'Newer' }] } });
    expect(await screen.findByText('Newer')).toBeTruthy();
    await act(async () => answers[1]!.resolve({ status: 200, data: { data: [{ id: '1', name: 'Older' }] } }));
    expect(screen.queryByText('Older')).toBeNull();
    expect(client.getQueryData(['items', ''])).toEqual([{ id: '1', name: 'Newer' }]);
  });

  it('shows the answer for the parameters asked last, whatever order the answers come in', async () => {
    const answers: Record<string, ReturnType<typeof deferred<Reply>>> = { a: deferred<Reply>(), ab: deferred<Reply>() };
    const calls = fakeServer((call) => answers[String(call.params.search)]!.promise);
    function Search() {
      const [search, setSearch] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setSearch('ab')}>
            type
          </button>
          <ItemList search={search} />
        </>
      );
    }
    renderWithServerData(<Search />);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(calls).toHaveLength(2));
    answers.ab!.resolve({ status: 200, data: { data: [{ id: '2', name: 'Abacus' }] } });
    expect(await screen.findByText('Abacus')).toBeTruthy();
    await act(async () => answers.a!.resolve({ status: 200, data: { data: [{ id: '1', name: 'Apple' }] } }));
    expect(screen.getByText('Abacus')).toBeTruthy();
  });

  it('does not ask again after a 4xx with the site defaults (a 404 is an answer), but does after a 5xx', () => {
    const client = createQueryClient();
    const retry = client.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    const failed = (status: number) => ({ isAxiosError: true, response: { status } });
    expect(retry(0, failed(404))).toBe(false);
    expect(retry(0, failed(503))).toBe(true);
    expect(retry(2, failed(503))).toBe(false);
  });
});

function Reorder({ failure = 'Could not save the order' }: { failure?: string }) {
  const items = useQuery(serverRead<Item[], readonly unknown[]>(['items', ''], 'items'));
  const reorder = useWrite({
    write: (order: string[]) => Promise.resolve(order).then((ids) => fakeWrite(ids)),
    success: 'Order saved',
    failure,
    optimistic: { queryKey: ['items', ''], update: (current: Item[], order: string[]) => order.map((id) => current.find((item) => item.id === id)!) },
  });
  return (
    <>
      <p>{items.data?.map((item) => item.name).join(', ') ?? 'loading'}</p>
      <button type="button" onClick={() => reorder.mutate(['2', '1'])}>
        reverse
      </button>
    </>
  );
}

let fakeWrite: (ids: string[]) => Promise<unknown> = () => Promise.resolve();

describe('writes', () => {
  const list = [
    { id: '1', name: 'One' },
    { id: '2', name: 'Two' },
  ];

  it('shows an optimistic change at once, saves it and toasts, and keeps what it showed', async () => {
    const saved = deferred<Reply>();
    const calls = fakeServer((call) => (call.method === 'PATCH' ? saved.promise : { status: 200, data: { data: list } }));
    fakeWrite = (ids) => api.patch('items/reorder', { ids });
    renderWithServerData(<Reorder />);
    expect(await screen.findByText('One, Two')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('Two, One')).toBeTruthy();
    saved.resolve({ status: 200, data: { data: null } });
    await waitFor(() => expect(toastTexts()).toEqual(['success: Order saved']));
    // What is shown is what the server has now: no second read.
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect(screen.getByText('Two, One')).toBeTruthy();
  });

  it('rolls the optimistic change back when the write fails and toasts the server’s translated message', async () => {
    const calls = fakeServer((call) => (call.method === 'PATCH' ? { status: 409, data: { message: 'Someone else moved it' } } : { status: 200, data: { data: list } }));
    fakeWrite = (ids) => api.patch('items/reorder', { ids });
    renderWithServerData(<Reorder />);
    expect(await screen.findByText('One, Two')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(toastTexts()).toEqual(['error: Someone else moved it']));
    expect(await screen.findByText('One, Two')).toBeTruthy();
    // And read again, since the server's order is no longer known.
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH', 'GET']));
  });

  it('toasts the caller’s translated text when the server sent no message', async () => {
    fakeServer((call) => (call.method === 'PATCH' ? { status: 500 } : { status: 200, data: { data: list } }));
    fakeWrite = (ids) => api.patch('items/reorder', { ids });
    renderWithServerData(<Reorder failure="Порядок не збережено" />);
    expect(await screen.findByText('One, Two')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(toastTexts()).toEqual(['error: Порядок не збережено']));
  });

  it('keeps a write made offline, paused, and sends the queued writes in order when back online', async () => {
    const sent: string[] = [];
    const calls = fakeServer((call) => {
      sent.push(String((call.body as { answer: string }).answer));
      return { status: 200, data: { data: null } };
    });
    function Answer() {
      const save = useWrite({
        write: (answer: string) => api.put('classes/c1/answers/e1', { answer }),
        failure: 'Not saved',
        waitForConnection: { queue: 'answers:c1' },
      });
      return (
        <>
          <button type="button" onClick={() => save.mutate('first')}>
            first
          </button>
          <button type="button" onClick={() => save.mutate('second')}>
            second
          </button>
          <p>{save.isPaused ? 'waiting for the connection' : save.status}</p>
        </>
      );
    }
    const { queryClient: client } = renderWithServerData(<Answer />);
    act(() => onlineManager.setOnline(false));
    act(() => screen.getByRole('button', { name: 'first' }).click());
    act(() => screen.getByRole('button', { name: 'second' }).click());
    expect(await screen.findByText('waiting for the connection')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(client.getMutationCache().getAll().every((mutation) => mutation.state.isPaused)).toBe(true);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sent).toEqual(['first', 'second']));
    expect(await screen.findByText('success')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('fails at once while offline unless the write waits for the connection', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: null } }));
    function Save() {
      const save = useWrite({ write: () => api.put('items/1', {}), failure: 'Not saved' });
      return (
        <button type="button" onClick={() => save.mutate()}>
          save
        </button>
      );
    }
    renderWithServerData(<Save />);
    act(() => onlineManager.setOnline(false));
    act(() => screen.getByRole('button').click());
    // The request is tried at once (the browser, not the layer, says it failed).
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('live events', () => {
  function Answers() {
    const answers = useQuery(serverRead<Record<string, string>, readonly unknown[]>(['classes', 'detail', 'c1', 'answers'], 'classes/c1/answers'));
    return <p>{answers.data ? Object.values(answers.data).join(', ') || 'none' : 'loading'}</p>;
  }

  it('changes the cached read at once, with no request', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: { e1: 'cat' } } }));
    const { queryClient: client } = renderWithServerData(<Answers />);
    expect(await screen.findByText('cat')).toBeTruthy();
    await act(() => applyLiveEvent<Record<string, string>>(client, { queryKey: ['classes', 'detail', 'c1', 'answers'], eventId: 7, update: (current) => ({ ...current, e2: 'dog' }) }));
    expect(await screen.findByText('cat, dog')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('ignores a replayed or older event, and stops a read in flight so its older answer does not land after the event', async () => {
    const reread = deferred<Reply>();
    let count = 0;
    fakeServer(() => (++count === 1 ? { status: 200, data: { data: { e1: 'cat' } } } : reread.promise));
    const { queryClient: client } = renderWithServerData(<Answers />);
    expect(await screen.findByText('cat')).toBeTruthy();
    const key = ['classes', 'detail', 'c1', 'answers'];
    act(() => void client.invalidateQueries({ queryKey: key }));
    await waitFor(() => expect(count).toBe(2));
    const applied = await act(() => applyLiveEvent<Record<string, string>>(client, { queryKey: key, eventId: 8, update: (current) => ({ ...current, e1: 'cats' }) }));
    expect(applied).toBe(true);
    expect(await screen.findByText('cats')).toBeTruthy();
    await act(async () => reread.resolve({ status: 200, data: { data: { e1: 'cat' } } }));
    expect(client.getQueryData(key)).toEqual({ e1: 'cats' });
    const replayed = await act(() => applyLiveEvent<Record<string, string>>(client, { queryKey: key, eventId: 8, update: () => ({ e1: 'replayed' }) }));
    expect(replayed).toBe(false);
    expect(client.getQueryData(key)).toEqual({ e1: 'cats' });
    expect(screen.getByText('cats')).toBeTruthy();
  });

  it('asks the server when nothing is cached yet, so the first answer includes the event', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: { e1: 'fresh' } } }));
    const client = createTestQueryClient();
    await applyLiveEvent<Record<string, string>>(client, { queryKey: ['classes', 'detail', 'c1', 'answers'], eventId: 1, update: () => ({ e1: 'guessed' }) });
    expect(client.getQueryData(['classes', 'detail', 'c1', 'answers'])).toBeUndefined();
    render(
      <ServerDataTestProvider client={client}>
        <Answers />
      </ServerDataTestProvider>,
    );
    expect(await screen.findByText('fresh')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe('one client for the site', () => {
  function WhichClient() {
    const client = useQueryClient();
    return <p>{client === queryClient ? 'the site client' : 'another client'}</p>;
  }

  it('provides the one client where nothing is provided, and keeps a client provided above it', () => {
    const { unmount } = render(
      <ServerDataProvider>
        <WhichClient />
      </ServerDataProvider>,
    );
    expect(screen.getByText('the site client')).toBeTruthy();
    unmount();
    render(
      <ServerDataTestProvider client={createTestQueryClient()}>
        <ServerDataProvider>
          <WhichClient />
        </ServerDataProvider>
      </ServerDataTestProvider>,
    );
    expect(screen.getByText('another client')).toBeTruthy();
  });

  it('has keys that nest, so invalidating a course reaches its sections and lessons but not other courses', () => {
    expect(isUnder(courseKeys.lessonSection('c1', 'l1', 's1'), courseKeys.detail('c1'))).toBe(true);
    expect(isUnder(courseKeys.sections('c1'), courseKeys.detail('c1'))).toBe(true);
    expect(isUnder(courseKeys.sections('c2'), courseKeys.detail('c1'))).toBe(false);
    expect(isUnder(courseKeys.list('own', ''), courseKeys.lists())).toBe(true);
    // A lesson's sections and one section's exercises are read again apart.
    expect(isUnder(courseKeys.lessonSection('c1', 'l1', 's1'), courseKeys.lessonSections('c1', 'l1'))).toBe(false);
    expect(isUnder(courseKeys.lessonSection('c1', 'l1', 's1'), courseKeys.lesson('c1', 'l1'))).toBe(true);
  });
});
