import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { readRows, type Database } from '../db/client.js';

/** A piece of scheduled work. Every job must be safe to run twice (a lease can run out mid-run). */
export interface JobDefinition {
  /** Unique across the application: the row in `scheduled_jobs`. */
  name: string;
  /** Time from the end of one run to the next. */
  intervalMs: number;
  /** When no instance has ever run it: at once (default) or one interval after the first start. */
  runAtStart?: boolean;
  /** The work; what it answers is logged when it is not 0, an empty list or undefined. */
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** How often this instance looks for due jobs (a random tenth is added, so instances spread out). */
  pollMs?: number;
  /** How long a taken job stays this instance's without a renewal; renewed every third of it while running. */
  leaseMs?: number;
  /** On close, how long to wait for a job still running before leaving it to its lease. */
  closeWaitMs?: number;
}

export interface JobRunner {
  /** This instance's name in `scheduled_jobs.lease_owner`. */
  readonly owner: string;
  /** Adds a job; before the server is ready. */
  register(job: JobDefinition): void;
  /** One pass: takes and runs every due job no other instance holds; answers the names it ran (tests, scripts). */
  runDue(): Promise<string[]>;
  /** Stops renewing leases and looking for work without finishing anything (a test's stand-in for a killed process). */
  abandon(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const DEFAULT_POLL_MS = 30_000;
const DEFAULT_LEASE_MS = 60_000;
/** After a failed run the job is tried again after this, or its interval when that is shorter. */
const RETRY_MS = 5 * 60_000;

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Whether a run's answer is worth a line in the log. */
function worthLogging(result: unknown): boolean {
  if (result === undefined || result === null || result === 0) return false;
  return !(Array.isArray(result) && result.length === 0);
}

/**
 * A runner for scheduled work that stays correct with any number of API instances on one database
 * (docs/decisions/api-jobs.md): a job runs where its lease was taken, one instance at a time, once
 * per interval across all of them; an instance that dies mid-run loses the lease when it runs out
 * and another takes the job. Uses only `scheduled_jobs` and the database's clock, so it works the
 * same on PostgreSQL and on the embedded PGlite.
 */
export function createJobRunner(db: Database, log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }, options: JobRunnerOptions = {}) {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, JobDefinition>();
  const running = new Set<Promise<unknown>>();
  /** No new passes or claims (closing). */
  let closing = false;
  /** Leases are left to run out: no renewals, no writes when a run ends (closed, or a test's kill). */
  let abandoned = false;
  const ensured = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<string[]> | null = null;

  /** Creates the job's row the first time any instance sees it; an existing row keeps its schedule. */
  async function ensureRow(job: JobDefinition): Promise<void> {
    const firstIn = job.runAtStart === false ? job.intervalMs : 0;
    await db.execute(sql`
      insert into scheduled_jobs (name, next_run_at)
      values (${job.name}, now() + ${firstIn} * interval '1 millisecond')
      on conflict (name) do nothing`);
  }

  /** Takes the job when it is due and nobody holds a live lease on it: one statement, so one instance wins. */
  async function claim(job: JobDefinition): Promise<boolean> {
    const result = await db.execute(sql`
      update scheduled_jobs
      set lease_owner = ${owner}, lease_until = now() + ${leaseMs} * interval '1 millisecond', last_started_at = now()
      where name = ${job.name} and next_run_at <= now() and (lease_until is null or lease_until <= now())
      returning name`);
    return readRows<{ name: string }>(result).length === 1;
  }

  /** Extends a lease still running; one that ran out is anyone's (a renewal late in arriving cannot revive it). */
  async function renew(job: JobDefinition): Promise<boolean> {
    const result = await db.execute(sql`
      update scheduled_jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where name = ${job.name} and lease_owner = ${owner} and lease_until > now()
      returning name`);
    return readRows<{ name: string }>(result).length === 1;
  }

  async function finish(job: JobDefinition, error: string | null): Promise<void> {
    const nextIn = error === null ? job.intervalMs : Math.min(job.intervalMs, RETRY_MS);
    await db.execute(sql`
      update scheduled_jobs
      set lease_owner = null, lease_until = null, last_finished_at = now(), last_error = ${error}, runs = runs + 1,
          next_run_at = now() + ${nextIn} * interval '1 millisecond'
      where name = ${job.name} and lease_owner = ${owner}`);
  }

  async function runOne(job: JobDefinition): Promise<boolean> {
    if (!ensured.has(job.name)) {
      await ensureRow(job);
      ensured.add(job.name);
    }
    if (!(await claim(job))) return false;
    // Keeps the lease while the work runs; stops when the instance does (then the lease runs out).
    const heartbeat = setInterval(() => {
      if (abandoned) return;
      renew(job)
        .then((held) => {
          if (!held) log.warn({ job: job.name }, 'job lease lost while running (another instance may run it too; jobs are safe to run twice)');
        })
        .catch((error: unknown) => log.warn({ job: job.name, err: error }, 'job lease renewal failed'));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    const work = Promise.resolve().then(() => job.run());
    running.add(work);
    let failure: string | null = null;
    try {
      const result = await work;
      if (worthLogging(result)) log.info({ job: job.name, result: Array.isArray(result) ? result.length : result }, 'job done');
    } catch (error) {
      failure = errorText(error);
      log.error({ job: job.name, err: error }, 'job failed');
    } finally {
      clearInterval(heartbeat);
      running.delete(work);
    }
    if (!abandoned) await finish(job, failure);
    return true;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (closing) break;
      try {
        if (await runOne(job)) ran.push(job.name);
      } catch (error) {
        // The database was unreachable: the next pass tries again.
        log.warn({ job: job.name, err: error }, 'job could not be scheduled');
      }
    }
    return ran;
  }

  /** One pass at a time per instance; a pass asked for while one runs joins it. */
  function pollOnce(): Promise<string[]> {
    pass ??= runDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  function scheduleNext(): void {
    if (closing) return;
    timer = setTimeout(
      () => {
        void pollOnce().finally(scheduleNext);
      },
      pollMs + Math.floor(Math.random() * pollMs * 0.1),
    );
    // A pending poll must not keep a stopping process alive.
    timer.unref();
  }

  const runner: JobRunner = {
    owner,
    register(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
      if (!(job.intervalMs > 0)) throw new Error(`job ${job.name}: interval must be positive`);
      jobs.set(job.name, job);
    },
    runDue: pollOnce,
    abandon() {
      closing = true;
      abandoned = true;
      if (timer) clearTimeout(timer);
    },
  };

  return {
    runner,
    /** Creates the rows of the registered jobs, runs what is due, and then looks again every poll. */
    async start(): Promise<void> {
      if (jobs.size === 0) return;
      await pollOnce();
      scheduleNext();
    },
    /** Stops looking for work; waits up to `closeWaitMs` for a running job (else its lease runs out elsewhere). */
    async stop(): Promise<void> {
      closing = true;
      if (timer) clearTimeout(timer);
      const current = [...running];
      if (current.length > 0) {
        let waited: NodeJS.Timeout | undefined;
        const limit = new Promise((resolve) => {
          waited = setTimeout(resolve, options.closeWaitMs ?? 5_000);
        });
        await Promise.race([Promise.allSettled(current), limit]);
        if (waited) clearTimeout(waited);
      }
      // The pass still running finishes what it holds (and writes its row) before the database closes.
      if (pass && running.size === 0) await pass.catch(() => undefined);
      abandoned = true;
    },
  };
}

/**
 * The job runner on the server's database (`app.jobs`): modules register their scheduled work
 * here instead of timers of their own; it starts when the server is ready and stops with it.
 */
export const jobsPlugin = fp<JobRunnerOptions>(
  async (app, options) => {
    const { runner, start, stop } = createJobRunner(app.db.system, app.log, options);
    app.decorate('jobs', runner);
    app.addHook('onReady', start);
    app.addHook('onClose', stop);
  },
  { name: 'jobs', dependencies: ['db'] },
);
