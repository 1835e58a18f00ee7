import { act, renderHook } from '@testing-library/react';
import { signOut } from '@school/shared';
import { readWithCopy, useShownFromCopy } from './read-copies.js';

/** An error as the shared HTTP client raises it: a status, or none (no connection). */
function httpError(status?: number): unknown {
  return { isAxiosError: true, response: status === undefined ? undefined : { status, data: {} } };
}

const unreachable = () => Promise.reject(httpError());

let run = 0;
let scope = '';
beforeEach(() => {
  run += 1;
  scope = `user-${run}`;
});

/** The copy is written after the read answers, without being awaited: let IndexedDB finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

it('answers the last good read when the server cannot be reached, and says so until a read succeeds', async () => {
  const { result } = renderHook(() => useShownFromCopy(scope, 'class:1'));
  await expect(readWithCopy(scope, 'class:1', () => Promise.resolve({ name: 'A1', revision: 1 }))).resolves.toEqual({ name: 'A1', revision: 1 });
  await settle();
  expect(result.current).toBe(false);

  let copy: unknown;
  await act(async () => {
    copy = await readWithCopy(scope, 'class:1', unreachable);
  });
  expect(copy).toEqual({ name: 'A1', revision: 1 });
  expect(result.current).toBe(true);

  await act(async () => {
    await readWithCopy(scope, 'class:1', () => Promise.resolve({ name: 'A1', revision: 2 }));
  });
  expect(result.current).toBe(false);
});

it.each([
  ['a gateway saying the API is away', 503],
  ['no answer', undefined],
])('serves the copy on %s', async (_name, status) => {
  await readWithCopy(scope, 'k', () => Promise.resolve('kept'));
  await settle();
  await expect(readWithCopy(scope, 'k', () => Promise.reject(httpError(status)))).resolves.toBe('kept');
});

it('fails as the read did on an answer from the server (403, 404, 500), copy or not', async () => {
  await readWithCopy(scope, 'k', () => Promise.resolve('kept'));
  await settle();
  for (const status of [403, 404, 500]) {
    await expect(readWithCopy(scope, 'k', () => Promise.reject(httpError(status)))).rejects.toEqual(httpError(status));
  }
});

it("never serves one user's copy to another", async () => {
  await readWithCopy(scope, 'k', () => Promise.resolve('mine'));
  await settle();
  await expect(readWithCopy(`${scope}-other`, 'k', unreachable)).rejects.toEqual(httpError());
});

it('forgets every copy when the session ends', async () => {
  await readWithCopy(scope, 'k', () => Promise.resolve('kept'));
  await settle();
  signOut();
  await settle();
  await expect(readWithCopy(scope, 'k', unreachable)).rejects.toEqual(httpError());
});
