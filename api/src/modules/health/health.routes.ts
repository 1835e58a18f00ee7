import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@school/shared/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: envelope(z.object({ status: z.literal('ok') })) } } },
    async () => ({ data: { status: 'ok' as const } }),
  );
};
