import fp from 'fastify-plugin';

export interface Drain {
  /** True from the moment the instance was told to stop (SIGTERM): it is on its way out. */
  readonly draining: boolean;
  /** Starts draining: the health check answers 503 and every answer closes its connection. */
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * The first step of a graceful stop (server.ts, docs/decisions/api-jobs.md "Stopping"): while
 * draining, the health check answers 503, so a balancer that checks it sends no new work here,
 * and each answer carries `Connection: close`, so a client or proxy holding a kept-alive
 * connection opens its next one elsewhere instead of meeting a closed socket.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      begin() {
        draining = true;
      },
    } satisfies Drain);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining && !reply.raw.headersSent) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain' },
);
