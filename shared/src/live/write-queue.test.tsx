import { act, renderHook } from '@testing-library/react';
import { setImmediate as realImmediate } from 'node:timers';
import { api } from '@school/shared';
import { deferred, fakeServer } from '@school/shared/testing';
import { useAutosave } from './use-autosave.js';
import { WriteQueue, type PendingWrite, type SaveStatus } from './write-queue.js';

/** An error as the shared HTTP client raises it: a status with the server's message, or none (no connection). */
function httpError(status?: number, message?: string): unknown {
  return { isAxiosError: true, response: status === undefined ? undefined : { status, data: message === undefined ? {} : { message } } };
}

type Reply = (write: PendingWrite) => Promise<unknown>;

/** The server as the queue sees it: every write it was sent, answered by the next reply given (else accepted). */
function fakeAnswers() {
  const sent: PendingWrite[] = [];
  const replies: Reply[] = [];
  const send = (write: PendingWrite): Promise<unknown> => {
    sent.push(write);
    const reply = replies.shift();
    return reply ? reply(write) : Promise.resolve({ answer: write.body, revision: write.revision, score: null, savedAt: `saved-${write.revision}` });
  };
  const next = (...more: Reply[]): void => void replies.push(...more);
  return { sent, send, next };
}

const refuse = (status?: number, message?: string): Reply => () => Promise.reject(httpError(status, message));

let scopes = 0;
let online = true;
const open: WriteQueue[] = [];

function newQueue(scope: string, send: (write: PendingWrite) => Promise<unknown>): WriteQueue {
  const queue = new WriteQueue({ scope, send, isOnline: () => online, random: () => 0 });
  open.push(queue);
  return queue;
}

/**
 * Lets the in-memory IndexedDB (which runs on Node's own setImmediate, not the faked timers) and
 * promises move, until `condition` holds. Waits for a condition, never for time.
 */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    if (await condition()) return;
    await act(async () => {
      await new Promise<void>((resolve) => realImmediate(resolve));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
  throw new Error(`Never happened: ${condition.toString()}`);
}

/** Moves the faked clock, letting the database work in between. */
async function advance(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await until(() => true);
  for (let round = 0; round < 5; round += 1) await act(() => new Promise<void>((resolve) => realImmediate(resolve)));
}

const state = (status: SaveStatus): string => status.state;

beforeEach(() => {
  jest.useFakeTimers();
  online = true;
  scopes += 1;
});

afterEach(async () => {
  for (const queue of open.splice(0)) await queue.close();
  jest.useRealTimers();
});

describe('WriteQueue', () => {
  it('stores each write, sends it with its revision and marks it saved with the server time', async () => {
    const server = fakeAnswers();
    const queue = newQueue(`s${scopes}`, server.send);
    expect(await queue.save('answer:c1:e1', 'classes/c1/answers/e1', { text: 'cat' })).toBe(1);
    await until(() => queue.status('answer:c1:e1').state === 'saved');
    expect(server.sent.map((write) => [write.key, write.url, write.body, write.revision])).toEqual([['answer:c1:e1', 'classes/c1/answers/e1', { text: 'cat' }, 1]]);
    expect(queue.status('answer:c1:e1')).toEqual({ state: 'saved', revision: 1, savedAt: 'saved-1' });
    expect(await queue.pending()).toEqual([]);
  });

  it('keeps the revision of a key rising across reloads', async () => {
    const server = fakeAnswers();
    const first = newQueue(`s${scopes}`, server.send);
    await first.save('k', 'u', 'a');
    expect(await first.save('k', 'u', 'b')).toBe(2);
    await until(() => first.status('k').state === 'saved');
    await first.close();
    const reloaded = newQueue(`s${scopes}`, server.send);
    expect(await reloaded.save('k', 'u', 'c')).toBe(3);
    expect(await reloaded.save('other', 'u', 'x')).toBe(1);
  });

  it('gives a revision above the one the server has', async () => {
    const queue = newQueue(`s${scopes}`, fakeAnswers().send);
    await queue.observeRevision('k', 57);
    await queue.observeRevision('k', 12);
    expect(await queue.save('k', 'u', 'a')).toBe(58);
  });

  it('does not call a key saved when the answer is to an older write than one still kept', async () => {
    const server = fakeAnswers();
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    server.next(
      () => first.promise,
      () => second.promise,
    );
    const queue = newQueue(`s${scopes}`, server.send);
    const saved: number[] = [];
    queue.onSaved((write) => saved.push(write.revision));
    await queue.save('k', 'u', 'a');
    await until(() => server.sent.length === 1);
    await queue.save('k', 'u', 'ab');
    first.resolve({ answer: 'a', revision: 1, savedAt: 'saved-1' });
    await until(() => saved.length === 1 && server.sent.length === 2);
    expect(state(queue.status('k'))).toBe('saving');
    // The newer write stays kept until its own answer comes.
    expect((await queue.pending()).map((write) => write.body)).toEqual(['ab']);
    second.resolve({ answer: 'ab', revision: 2, savedAt: 'saved-2' });
    await until(() => queue.status('k').state === 'saved');
    expect(queue.status('k')).toEqual({ state: 'saved', revision: 2, savedAt: 'saved-2' });
    expect(server.sent.map((write) => write.revision)).toEqual([1, 2]);
  });

  it('keeps writes made offline, only the newest per key, through a reload, and sends them in order once back online', async () => {
    online = false;
    const server = fakeAnswers();
    const before = newQueue(`s${scopes}`, server.send);
    await before.save('e1', 'answers/e1', 'a');
    await before.save('e2', 'answers/e2', 'b');
    await before.save('e1', 'answers/e1', 'a2');
    await before.save('e3', 'answers/e3', 'c');
    expect([before.status('e1'), before.status('e2'), before.status('e3')].map(state)).toEqual(['waiting', 'waiting', 'waiting']);
    await advance(60_000);
    expect(server.sent).toEqual([]);
    await before.close();

    // The page is loaded again, still offline: the kept writes are read back and wait.
    const after = newQueue(`s${scopes}`, server.send);
    await after.ready;
    await until(() => after.status('e1').state === 'waiting');
    expect((await after.pending()).map((write) => [write.key, write.body, write.revision])).toEqual([
      ['e2', 'b', 1],
      ['e1', 'a2', 2],
      ['e3', 'c', 1],
    ]);
    await advance(60_000);
    expect(server.sent).toEqual([]);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await until(() => server.sent.length === 3 && after.status('e3').state === 'saved');
    expect(server.sent.map((write) => `${write.key}=${String(write.body)}@${write.revision}`)).toEqual(['e2=b@1', 'e1=a2@2', 'e3=c@1']);
    expect(await after.pending()).toEqual([]);
    expect([after.status('e1'), after.status('e2')].map(state)).toEqual(['saved', 'saved']);
  });

  it('sends what a reload left at once when the server can be reached', async () => {
    online = false;
    const server = fakeAnswers();
    const before = newQueue(`s${scopes}`, server.send);
    await before.save('e1', 'answers/e1', 'a');
    await before.close();
    online = true;
    const after = newQueue(`s${scopes}`, server.send);
    await until(() => after.status('e1').state === 'saved');
    expect(server.sent.map((write) => write.body)).toEqual(['a']);
  });

  it('marks a write the server refuses with a 4xx failed, with its message, and never sends it again', async () => {
    const server = fakeAnswers();
    server.next(refuse(422, 'The answer is too long'));
    const queue = newQueue(`s${scopes}`, server.send);
    await queue.save('e1', 'answers/e1', 'x'.repeat(10));
    await queue.save('e2', 'answers/e2', 'fine');
    await until(() => queue.status('e2').state === 'saved');
    expect(queue.status('e1')).toEqual({ state: 'failed', reason: 'The answer is too long', status: 422 });
    await advance(120_000);
    expect(server.sent.map((write) => write.key)).toEqual(['e1', 'e2']);
    expect(await queue.pending()).toEqual([]);
  });

  it('keeps a write after a 503, says it waits, and tries again after the backoff', async () => {
    const server = fakeAnswers();
    server.next(refuse(503), refuse(502));
    const queue = newQueue(`s${scopes}`, server.send);
    await queue.save('e1', 'answers/e1', 'a');
    await until(() => queue.status('e1').state === 'waiting');
    expect(server.sent).toHaveLength(1);
    // A write made meanwhile waits with it instead of knocking on a server that is down.
    await queue.save('e2', 'answers/e2', 'b');
    expect(state(queue.status('e2'))).toBe('waiting');
    await advance(999);
    expect(server.sent).toHaveLength(1);
    await advance(1);
    await until(() => server.sent.length === 2);
    expect(state(queue.status('e1'))).toBe('waiting');
    // The second failure doubles the wait.
    await advance(1999);
    expect(server.sent).toHaveLength(2);
    await advance(1);
    await until(() => queue.status('e2').state === 'saved');
    expect(server.sent.map((write) => write.key)).toEqual(['e1', 'e1', 'e1', 'e2']);
    expect(state(queue.status('e1'))).toBe('saved');
  });

  it('tries again at once when another write of the site gets through', async () => {
    const server = fakeAnswers();
    server.next(refuse());
    const queue = newQueue(`s${scopes}`, server.send);
    await queue.save('e1', 'answers/e1', 'a');
    await until(() => queue.status('e1').state === 'waiting');
    fakeServer(() => ({ status: 200, data: { data: {} } }));
    await act(() => api.post('classes/c1/comments', { text: 'hi' }));
    await until(() => queue.status('e1').state === 'saved');
    expect(server.sent).toHaveLength(2);
  });

  it('keeps a write whose session ended, without retrying on a timer', async () => {
    const server = fakeAnswers();
    server.next(refuse(401));
    const queue = newQueue(`s${scopes}`, server.send);
    await queue.save('e1', 'answers/e1', 'a');
    await until(() => queue.status('e1').state === 'waiting');
    await advance(120_000);
    expect(server.sent).toHaveLength(1);
    expect((await queue.pending()).map((write) => write.body)).toEqual(['a']);
  });

  it('still sends, waits and orders writes in memory when the browser refuses IndexedDB', async () => {
    const refused = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeAnswers();
    server.next(refuse(503));
    const queue = new WriteQueue({ scope: `s${scopes}`, send: server.send, store: Promise.reject(new Error('blocked')), isOnline: () => online, random: () => 0 });
    open.push(queue);
    await queue.save('e1', 'answers/e1', 'a');
    await queue.save('e2', 'answers/e2', 'b');
    await until(() => queue.status('e2').state === 'waiting');
    await advance(1000);
    await until(() => queue.status('e2').state === 'saved');
    expect(server.sent.map((write) => `${write.key}@${write.revision}`)).toEqual(['e1@1', 'e1@1', 'e2@1']);
    expect(refused).toHaveBeenCalled();
    refused.mockRestore();
  });

  it('sends through the shared HTTP client with the revision header by default', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: { answer: 'a', revision: 1, score: null, savedAt: '2026-11-24T15:00:00.000Z' } } }));
    const queue = new WriteQueue({ scope: `s${scopes}`, random: () => 0 });
    open.push(queue);
    await queue.save('e1', 'classes/c1/answers/e1', { text: 'a' });
    await until(() => queue.status('e1').state === 'saved');
    expect(calls.map((call) => [call.method, call.url, call.body, call.config.headers['X-Answer-Revision']])).toEqual([['PUT', 'classes/c1/answers/e1', { text: 'a' }, '1']]);
    expect(queue.status('e1')).toEqual({ state: 'saved', revision: 1, savedAt: '2026-11-24T15:00:00.000Z' });
  });
});

describe('useAutosave', () => {
  function setup(send: (write: PendingWrite) => Promise<unknown>, value = '') {
    const queue = newQueue(`s${scopes}`, send);
    const hook = renderHook((props: { value: string; revision?: number }) => useAutosave({ queue, key: 'e1', url: 'classes/c1/answers/e1', value: props.value, revision: props.revision }), {
      initialProps: { value } as { value: string; revision?: number },
    });
    return { queue, ...hook };
  }

  it('saves 2 seconds after the last edit, once, with the last value', async () => {
    const server = fakeAnswers();
    const { result } = setup(server.send);
    expect(result.current.status).toEqual({ state: 'idle' });
    act(() => result.current.setValue('c'));
    expect(result.current.value).toBe('c');
    expect(result.current.status.state).toBe('saving');
    await advance(1500);
    act(() => result.current.setValue('ca'));
    await advance(1999);
    expect(server.sent).toEqual([]);
    await advance(1);
    await until(() => result.current.status.state === 'saved');
    expect(server.sent.map((write) => [write.body, write.revision])).toEqual([['ca', 1]]);
    expect(result.current.status).toEqual({ state: 'saved', revision: 1, savedAt: 'saved-1' });
  });

  it('never lets the answer to an older save take back a newer edit', async () => {
    const server = fakeAnswers();
    const first = deferred<unknown>();
    server.next(() => first.promise);
    const { result, rerender } = setup(server.send);
    act(() => result.current.setValue('c'));
    await advance(2000);
    await until(() => server.sent.length === 1);
    act(() => result.current.setValue('cat'));
    await advance(2000);
    // The answer to the first save comes now, and the cache hands its value back to the hook.
    first.resolve({ answer: 'c', revision: 1, savedAt: 'saved-1' });
    rerender({ value: 'c', revision: 1 });
    await until(() => server.sent.length === 2);
    expect(result.current.value).toBe('cat');
    await until(() => result.current.status.state === 'saved');
    expect(result.current.status).toEqual({ state: 'saved', revision: 2, savedAt: 'saved-2' });
    rerender({ value: 'c', revision: 1 });
    expect(result.current.value).toBe('cat');
    // A newer value from the server (another tab, a teacher's reset) is taken over.
    rerender({ value: 'cats', revision: 3 });
    expect(result.current.value).toBe('cats');
  });

  it('keeps a saved edit when the page hands back the same old answer as a new object', async () => {
    const server = fakeAnswers();
    const queue = newQueue(`s${scopes}`, server.send);
    const { result, rerender } = renderHook((props: { value: { text: string } }) => useAutosave({ queue, key: 'e1', url: 'classes/c1/answers/e1', value: props.value }), {
      initialProps: { value: { text: '' } },
    });
    act(() => result.current.setValue({ text: 'typed' }));
    await advance(2000);
    await until(() => result.current.status.state === 'saved');
    rerender({ value: { text: '' } });
    expect(result.current.value).toEqual({ text: 'typed' });
  });

  it('sends the edit waiting for its delay when the exercise is left', async () => {
    const server = fakeAnswers();
    const { result, unmount, queue } = setup(server.send);
    act(() => result.current.setValue('half'));
    unmount();
    await until(() => queue.status('e1').state === 'saved');
    expect(server.sent.map((write) => write.body)).toEqual(['half']);
  });

  it('shows waiting while the server cannot be reached', async () => {
    const server = fakeAnswers();
    server.next(refuse(504));
    const { result } = setup(server.send);
    act(() => result.current.setValue('a'));
    await advance(2000);
    await until(() => result.current.status.state === 'waiting');
    await advance(1000);
    await until(() => result.current.status.state === 'saved');
    expect(server.sent.map((write) => write.revision)).toEqual([1, 1]);
  });
});
