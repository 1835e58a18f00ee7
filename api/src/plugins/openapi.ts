import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document, generated from the zod schemas of the routes: JSON at `/tenant/openapi.json`,
 * browsable at `/tenant/docs`. Register before the routes so it sees them.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'School platform API',
          description: 'Every call of the school platform under `/tenant`. Answers are wrapped in `data`; errors are `{ statusCode, code, message, fieldErrors? }` with `message` in the language of `Accept-Language`.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: createJsonSchemaTransform({ skipList: ['/tenant/openapi.json'] }),
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/tenant/docs' });

    app.get(
      '/tenant/openapi.json',
      { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
      async () => app.swagger() as unknown as Record<string, unknown>,
    );
  },
  { name: 'openapi' },
);
