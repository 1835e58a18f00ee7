import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@school/shared/contracts';
import { notFound } from '../../lib/app-error.js';
import { LIBRARY_IMAGES } from './library.images.js';

const imageParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]+\.svg$/, { error: 'validation.invalidInput' }) });

/**
 * `GET library/images/{name}`: the pictures of the library courses. No token, like uploaded
 * files: a browser sends none for `<img src>`, and these are the same for every school.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/library/images/:name',
    {
      schema: {
        tags: ['library'],
        summary: 'A picture of the library courses',
        params: imageParamsSchema,
        response: {
          200: { description: 'An SVG picture', content: { 'image/svg+xml': { schema: z.string() } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = Object.hasOwn(LIBRARY_IMAGES, request.params.name) ? LIBRARY_IMAGES[request.params.name] : undefined;
      if (image === undefined) throw notFound();
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          // The pictures only change with a release; a day keeps them fresh enough.
          .header('cache-control', 'public, max-age=86400')
          // Opened on its own an SVG is a document: the site's policy (security-headers.ts) lets
          // it run no inline script, and these contain none.
          .header('x-content-type-options', 'nosniff')
          .send(image)
      );
    },
  );
};
