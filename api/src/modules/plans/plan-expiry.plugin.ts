import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { expireDuePlans } from './ledger.js';

declare module 'fastify' {
  interface FastifyInstance {
    planExpiry: PlanExpiry;
  }
}

export interface PlanExpiry {
  /** Expires every pack past its validity now; answers how many entries it wrote. Safe to call twice. */
  runOnce(): Promise<number>;
}

export interface PlanExpiryOptions {
  clock: Clock;
  /** Minutes between runs; 0: never on a timer (another process or a cron runs `runOnce`). */
  intervalMinutes: number;
}

/**
 * Runs the pack expiry job (docs/decisions/admin-balance-ledger.md) when the server is ready and then
 * on an interval. Several API processes may all run it: the job locks the due plans and the database
 * admits one expiry entry per pack, so overlapping runs write each entry once.
 */
export const planExpiryPlugin = fp<PlanExpiryOptions>(
  async (app, options) => {
    const planExpiry: PlanExpiry = { runOnce: () => expireDuePlans(app.db.system, options.clock()) };
    app.decorate('planExpiry', planExpiry);
    if (options.intervalMinutes <= 0) return;

    // Through the job runner: once per interval across all API instances (docs/decisions/api-jobs.md).
    app.jobs.register({ name: 'plans.expiry', intervalMs: options.intervalMinutes * 60_000, run: () => planExpiry.runOnce() });
  },
  { name: 'plan-expiry', dependencies: ['db', 'jobs'] },
);
