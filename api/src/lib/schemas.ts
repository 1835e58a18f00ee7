import { z } from 'zod';
import { apiErrorSchema } from '@school/shared/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The error answers a route can give, for its response schema and the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** Status 204: no body. */
export const noContent = z.null().describe('No content');

export const bearer = [{ bearerAuth: [] }];

/** What upload routes accept; the body is read by the handler, so it is documented, not validated, here. */
export const imageUploadBody = {
  consumes: ['multipart/form-data'],
  description: 'Multipart form with one field `file`: a PNG, JPEG, GIF or WebP image of at most 1 MB (checked by content).',
} as const;
