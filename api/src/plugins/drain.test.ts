import { useTestApp } from '../test/harness.js';

describe('draining before a stop', () => {
  const t = useTestApp('pglite', { config: { planExpiryIntervalMinutes: 0, classEventsPruneIntervalMinutes: 0 } });

  it('health answers 200, then 503 once draining, and answers then close their connections', async () => {
    const before = await t.request('GET', '/tenant/health');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { status: 'ok' } });
    expect(before.headers.connection).not.toBe('close');

    t.app.drain.begin();
    expect(t.app.drain.draining).toBe(true);
    const during = await t.request('GET', '/tenant/health');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ data: { status: 'draining' } });
    expect(during.headers.connection).toBe('close');
    // Other requests are still served meanwhile (a balancer may still send a few), and say close.
    const other = await t.request('POST', '/tenant/auth/login', { body: { email: 'admin@demo.test', password: 'wrong-password' } });
    expect(other.statusCode).toBe(401);
    expect(other.headers.connection).toBe('close');
  });
});
