import type { User } from '@school/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f1c3a52-4a8e-4c55-9f3e-2b8f8f0f6d11',
    firstName: 'Olena',
    lastName: 'Koval',
    email: 'student@demo.test',
    role: 'member',
    image: null,
    phone: null,
    country: null,
    timezone: null,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A promise whose settling the test controls, to look at a screen while a request is in flight. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
