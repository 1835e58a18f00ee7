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

    const run = async () => {
      try {
        const written = await planExpiry.runOnce();
        if (written > 0) app.log.info({ written }, 'packs expired');
      } catch (error) {
        app.log.error({ err: error }, 'pack expiry failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), options.intervalMinutes * 60_000);
      // A pending run must not keep a stopping process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'plan-expiry', dependencies: ['db'] },
);
