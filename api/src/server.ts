import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp();

let stopping = false;

/**
 * A graceful stop, so one instance of several can be replaced without losing work
 * (docs/decisions/api-jobs.md "Stopping"):
 * 1. draining: the health check answers 503 and answers close their connections, for
 *    SHUTDOWN_DELAY_SECONDS while requests are still served (a balancer that checks health stops
 *    sending; with none, 0 goes straight on);
 * 2. `app.close()`: live event streams end first (their clients reconnect to another instance
 *    with Last-Event-ID and miss nothing), the listener closes, requests in flight finish (a
 *    batched answer save answers only once its statement committed, so none is left in a queue),
 *    running jobs get a moment, then Redis and the database close;
 * 3. the process is gone by SHUTDOWN_TIMEOUT_SECONDS whatever still runs: a job's lease then
 *    runs out and another instance takes it.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  app.log.info(`${signal}: draining`);
  const deadline = setTimeout(() => {
    app.log.error(`${signal}: still busy after ${config.shutdownTimeoutMs} ms, exiting`);
    app.server.closeAllConnections();
    process.exit(1);
  }, config.shutdownTimeoutMs);
  app.drain.begin();
  try {
    if (config.shutdownDelayMs > 0) await sleep(config.shutdownDelayMs);
    await app.close();
    clearTimeout(deadline);
    app.log.info(`${signal}: closed in ${Date.now() - started} ms`);
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
