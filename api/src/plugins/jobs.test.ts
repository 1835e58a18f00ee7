import { sql } from 'drizzle-orm';
import { readRows } from '../db/client.js';
import { DATABASES, useTestApp } from '../test/harness.js';
import { createJobRunner } from './jobs.js';

/** Resolves when `check` answers true, trying again as soon as the event loop allows. */
async function until(check: () => Promise<boolean>, what: string, limitMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(DATABASES)('scheduled jobs across instances (%s)', (kind) => {
  const t = useTestApp(kind, { config: { planExpiryIntervalMinutes: 0, classEventsPruneIntervalMinutes: 0 } });
  let serial = 0;
  const jobName = () => `test.job-${kind}-${(serial += 1)}`;

  async function row(name: string) {
    const result = await t.app.db.system.execute(sql`
      select runs, lease_owner, last_error, (lease_until > now()) as leased, next_run_at > now() + interval '30 minutes' as later
      from scheduled_jobs where name = ${name}`);
    return readRows<{ runs: number; lease_owner: string | null; last_error: string | null; leased: boolean | null; later: boolean }>(result)[0];
  }

  it('the app registers its jobs through the runner', () => {
    expect(typeof t.app.jobs.register).toBe('function');
    expect(t.app.jobs.owner).toContain(String(process.pid));
  });

  it('two instances polling at once run a due job once, and not again before its interval', async () => {
    const name = jobName();
    let runs = 0;
    const a = createJobRunner(t.app.db.system, quiet, { leaseMs: 60_000 });
    const b = createJobRunner(t.app.db.system, quiet, { leaseMs: 60_000 });
    for (const runner of [a, b]) runner.runner.register({ name, intervalMs: 3_600_000, run: async () => (runs += 1) });
    const [ranA, ranB] = await Promise.all([a.runner.runDue(), b.runner.runDue()]);
    expect([...ranA, ...ranB]).toEqual([name]);
    expect(runs).toBe(1);
    expect(await Promise.all([a.runner.runDue(), b.runner.runDue()])).toEqual([[], []]);
    expect(runs).toBe(1);
    expect(await row(name)).toMatchObject({ runs: 1, lease_owner: null, last_error: null, later: true });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('an instance that dies mid-run leaves the job to another once its lease ran out; the late finish writes nothing', async () => {
    const name = jobName();
    let release: () => void = () => undefined;
    let started = false;
    // A lease far longer than the test: whether the survivor may take the job is decided by the
    // lease's time in the database, which the test moves, never by how fast a busy machine is.
    const dying = createJobRunner(t.app.db.system, quiet, { leaseMs: 600_000 });
    dying.runner.register({
      name,
      intervalMs: 3_600_000,
      run: () =>
        new Promise<void>((resolve) => {
          started = true;
          release = resolve;
        }),
    });
    let secondRuns = 0;
    const survivor = createJobRunner(t.app.db.system, quiet, { leaseMs: 300 });
    survivor.runner.register({ name, intervalMs: 3_600_000, run: async () => void (secondRuns += 1) });

    const firstPass = dying.runner.runDue();
    await until(async () => started, 'the first run to start');
    dying.runner.abandon();
    // The lease is still alive: the survivor leaves the job alone.
    expect(await survivor.runner.runDue()).toEqual([]);
    expect(await row(name)).toMatchObject({ runs: 0, leased: true });
    // Time passes and no renewal comes (the instance is dead): the lease runs out.
    await t.app.db.system.execute(sql`update scheduled_jobs set lease_until = now() where name = ${name}`);
    expect(await row(name)).toMatchObject({ leased: false });
    expect(await survivor.runner.runDue()).toEqual([name]);
    expect(secondRuns).toBe(1);
    release();
    await firstPass;
    expect(await row(name)).toMatchObject({ runs: 1, lease_owner: null, later: true });
    await survivor.stop();
  });

  it('a running job keeps its lease past the lease time: nobody else takes it meanwhile', async () => {
    const name = jobName();
    let release: () => void = () => undefined;
    // Long enough that a renewal delayed by a busy machine still lands inside the lease.
    const holder = createJobRunner(t.app.db.system, quiet, { leaseMs: 3_000 });
    holder.runner.register({ name, intervalMs: 3_600_000, run: () => new Promise<void>((resolve) => (release = resolve)) });
    const other = createJobRunner(t.app.db.system, quiet, { leaseMs: 3_000 });
    let otherRuns = 0;
    other.runner.register({ name, intervalMs: 3_600_000, run: async () => void (otherRuns += 1) });
    const pass = holder.runner.runDue();
    const leaseOf = async () => {
      const result = await t.app.db.system.execute(sql`select lease_until::text as until from scheduled_jobs where name = ${name}`);
      return readRows<{ until: string | null }>(result)[0]?.until ?? null;
    };
    await until(async () => (await leaseOf()) !== null, 'the lease to be taken');
    // Three renewals: more than the lease's own length has passed since it was taken.
    const seen = new Set<string>();
    await until(async () => {
      const until = await leaseOf();
      if (until) seen.add(until);
      return seen.size >= 4;
    }, 'the lease to be renewed');
    expect(await other.runner.runDue()).toEqual([]);
    release();
    expect(await pass).toEqual([name]);
    expect(otherRuns).toBe(0);
    expect(await row(name)).toMatchObject({ runs: 1, lease_owner: null });
    await Promise.all([holder.stop(), other.stop()]);
  });

  it('a failing run is recorded with its error and tried again sooner than its interval', async () => {
    const name = jobName();
    const runner = createJobRunner(t.app.db.system, quiet);
    runner.runner.register({
      name,
      intervalMs: 24 * 3_600_000,
      run: async () => {
        throw new Error('storage unreachable');
      },
    });
    expect(await runner.runner.runDue()).toEqual([name]);
    const result = await t.app.db.system.execute(
      sql`select last_error, next_run_at <= now() + interval '5 minutes' as soon from scheduled_jobs where name = ${name}`,
    );
    expect(readRows<{ last_error: string; soon: boolean }>(result)[0]).toEqual({ last_error: 'storage unreachable', soon: true });
    await runner.stop();
  });

  it('a job that never ran waits one interval first when asked to (runAtStart: false)', async () => {
    const name = jobName();
    const runner = createJobRunner(t.app.db.system, quiet);
    let runs = 0;
    runner.runner.register({ name, intervalMs: 3_600_000, runAtStart: false, run: async () => void (runs += 1) });
    expect(await runner.runner.runDue()).toEqual([]);
    expect(runs).toBe(0);
    expect(() => runner.runner.register({ name, intervalMs: 1, run: async () => undefined })).toThrow(/twice/);
    await runner.stop();
  });
});
