import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * One fixed window per key, counted in Redis: INCR, and the window's expiry set by the request
 * that opened it. Both in one script, so two instances counting the same key at once cannot leave
 * a counter without an expiry (a key that would then block for good).
 */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {count, tonumber(ARGV[1])}
end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** The same fixed window in this process's memory: the store without Redis, and its stand-in while Redis is away. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly capacity: number) {}

  count(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Oldest first: a Map iterates in insertion order, so the first key is the one to drop.
      if (!window && this.windows.size >= this.capacity) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

export interface SharedCounter {
  /** Counts one hit of `key` in a window of `windowMs`: how many so far and the milliseconds left. */
  count(key: string, windowMs: number): Promise<Counted>;
  /** Where counts live now: `redis`, or `memory` (no REDIS_URL, or Redis unreachable this moment). */
  readonly backend: 'redis' | 'memory';
  /** Resolves once Redis answers, or after `timeoutMs` without it (counts go to memory meanwhile). */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters shared by every instance when `redisUrl` is given, else in this process. When Redis
 * does not answer (down, restarting, a network split), a count falls back to this process's
 * memory instead of failing the request or letting it through unchecked: the limit then holds
 * per instance for that time, which is what one server always had.
 */
export function createSharedCounter(redisUrl: string | undefined, log: FastifyBaseLogger, prefix = 'school:limit:'): SharedCounter {
  const memory = new MemoryWindows(10_000);
  if (!redisUrl) {
    return { backend: 'memory', count: async (key, windowMs) => memory.count(key, windowMs), connected: async () => undefined, close: async () => undefined };
  }
  const redis = new Redis(redisUrl, {
    // A request must not wait for Redis: no queue while disconnected, one short try per command.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // On close, a socket that never connected has nothing to flush: do not wait the default 2 s.
    disconnectTimeout: 100,
    // Reconnects forever, at most every two seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) log.warn(`rate limits: Redis unreachable, counting in memory until it is back (${error.message})`);
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) log.info('rate limits: Redis is back, counting shared again');
    warned = false;
  });
  return {
    get backend() {
      return redis.status === 'ready' ? 'redis' : 'memory';
    },
    async count(key, windowMs) {
      if (redis.status !== 'ready') return memory.count(key, windowMs);
      try {
        const answer = (await redis.eval(COUNT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
        return { current: Number(answer[0]), ttl: Number(answer[1]) };
      } catch {
        return memory.count(key, windowMs);
      }
    },
    connected(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
    },
    async close() {
      // QUIT waits for the answers still due; without a connection there is nothing to wait for.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

/**
 * The name a limited route counts under. The plugin hands `child` the route's limit options with
 * the route as `routeInfo` (its typings say the route itself): either way, method and URL.
 */
function routeName(routeOptions: object): string {
  const info: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : routeOptions;
  if (!info || typeof info !== 'object') return '';
  const method = 'method' in info && (typeof info.method === 'string' || Array.isArray(info.method)) ? [info.method].flat().join(',') : '';
  const url = 'url' in info && typeof info.url === 'string' ? info.url : '';
  return `${method}${url}`;
}

/** @fastify/rate-limit's store interface over a `SharedCounter`; each limited route counts under its own name. */
function storeOver(counter: SharedCounter): FastifyRateLimitStoreCtor {
  class SharedStore {
    constructor(private readonly scope = '') {}

    incr(key: string, done: Done, timeWindow: number): void {
      counter.count(`${this.scope}${key}`, timeWindow).then(
        (counted) => done(null, counted),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): SharedStore {
      return new SharedStore(`${this.scope}${routeName(routeOptions)}|`);
    }
  }
  // The plugin constructs the store with its options, which this one does not need.
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters every instance shares (REDIS_URL) for limits of our own, beside the routes' rate limits. */
    sharedCounter: SharedCounter;
  }
}

export interface RateLimitsOptions {
  /** Redis for counts shared across instances; none: this process's memory. */
  redisUrl: string | undefined;
}

/**
 * Registers @fastify/rate-limit (limits are per route, in each route's config) on counters shared
 * across API instances (docs/decisions/api-jobs.md "Limits"), so a client spreading its sign-in
 * attempts over the instances behind a balancer meets the same limit as against one.
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, options) => {
    const counter = createSharedCounter(options.redisUrl, app.log);
    app.decorate('sharedCounter', counter);
    app.addHook('onClose', async () => counter.close());
    // Shared from the first request when Redis is there; a server without it still starts.
    await counter.connected(3_000);
    await app.register(fastifyRateLimit, { global: false, store: storeOver(counter) });
  },
  { name: 'rate-limits' },
);
