import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { startTestApp } from '../test/harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on Redis's address (the shared-limit tests need it; CI has it). */
async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A port nothing listens on (taken and released at once). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const config = { loginRateLimitMax: 3, planExpiryIntervalMinutes: 0, classEventsPruneIntervalMinutes: 0 };
const attempt = (app: Awaited<ReturnType<typeof startTestApp>>, email: string) =>
  app.request('POST', '/tenant/auth/login', { body: { email, password: 'wrong-password' } }).then((response) => response.statusCode);

describe('sign-in limits across instances', () => {
  it('two instances on one Redis count one client’s attempts together', async () => {
    if (!(await reachable(REDIS_URL))) {
      console.warn(`Redis not reachable at ${REDIS_URL}: the shared-limit test is skipped (CI runs it)`);
      return;
    }
    const a = await startTestApp('pglite', { config: { ...config, redisUrl: REDIS_URL } });
    const b = await startTestApp('pglite', { config: { ...config, redisUrl: REDIS_URL } });
    try {
      expect(a.app.sharedCounter.backend).toBe('redis');
      const email = `nobody-${randomUUID()}@demo.test`;
      // Three attempts in all are allowed, spread over both; the fourth is refused by either.
      expect([await attempt(a, email), await attempt(b, email), await attempt(a, email)]).toEqual([401, 401, 401]);
      expect(await attempt(b, email)).toBe(429);
      expect(await attempt(a, email)).toBe(429);
      // Another account from the same address is counted on its own.
      expect(await attempt(b, `other-${randomUUID()}@demo.test`)).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('without Redis, or with Redis unreachable, the server starts and counts in its own memory', async () => {
    const away = await startTestApp('pglite', { config: { ...config, redisUrl: `redis://127.0.0.1:${await closedPort()}` } });
    const none = await startTestApp('pglite', { config });
    try {
      for (const app of [away, none]) {
        expect(app.app.sharedCounter.backend).toBe('memory');
        const email = `nobody-${randomUUID()}@demo.test`;
        expect([await attempt(app, email), await attempt(app, email), await attempt(app, email)]).toEqual([401, 401, 401]);
        expect(await attempt(app, email)).toBe(429);
      }
    } finally {
      await Promise.all([away.close(), none.close()]);
    }
  });
});
