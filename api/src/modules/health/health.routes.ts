import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@school/shared/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness',
        description: 'Answers 503 once the instance is stopping (SIGTERM): a balancer then sends its requests to the others.',
        response: { 200: envelope(z.object({ status: z.literal('ok') })), 503: envelope(z.object({ status: z.literal('draining') })) },
      },
    },
    async (_request, reply) => {
      if (app.hasDecorator('drain') && app.drain.draining) return reply.code(503).send({ data: { status: 'draining' as const } });
      return { data: { status: 'ok' as const } };
    },
  );
};
