import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiError } from '@school/shared/contracts';
import { AppError } from '../lib/app-error.js';
import { t } from '../lib/language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the static-site plugin: answers a request no route matched (the SPA fallback)
     * and returns true, or returns false to let it be a 404.
     */
    siteFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  }
}

interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
  /** Zod's issue details; `keys` lists the fields a strict object did not expect. */
  params?: { keys?: unknown } | undefined;
}

/** The top-level fields an issue is about: its path's first step, or the unexpected keys of the body itself. */
function fieldsOf(issue: ValidationIssue): string[] {
  const top = issue.instancePath.split('/').filter(Boolean)[0];
  if (top) return [top];
  const keys = issue.params?.keys;
  if (Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key === 'string')) return keys as string[];
  return ['_'];
}

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'validation.invalidInput',
  401: 'auth.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'validation.fileTooLarge',
  408: 'errors.requestTimeout',
  429: 'errors.tooManyRequests',
};

/** What a 429 says: sign-in and password reset have words of their own. */
function tooManyKey(url: string): string {
  if (url.includes('/auth/login')) return 'auth.tooManyAttempts';
  if (url.includes('/auth/password-recovery/')) return 'auth.tooManyResetRequests';
  if (url.includes('/user/password') || url.includes('/user/email')) return 'auth.tooManyPasswordAttempts';
  return 'errors.tooManyRequests';
}

/** PostgreSQL data exceptions caused by the text sent: NUL or bad bytes (22021, 22P05), bad syntax (22P02). */
const BAD_TEXT_CODES = new Set(['22021', '22P05', '22P02']);

function isBadTextForDatabase(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && BAD_TEXT_CODES.has(String(current.code))) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Zod messages of the contracts are catalogue keys; anything else (zod's own English) becomes the generic one. */
function asKey(message: string | undefined): string {
  return message && /^[a-z]+\.[A-Za-z]+$/.test(message) ? message : 'validation.invalidInput';
}

/** Groups issues by their top-level field: `{ email: ['validation.email'] }`; issues on the whole body go to `_`. */
function fieldKeys(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = asKey(issue.message);
    for (const field of fieldsOf(issue)) {
      const list = (result[field] ??= []);
      if (!list.includes(key)) list.push(key);
    }
  }
  return result;
}

function translateFields(request: FastifyRequest, keys: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(keys).map(([field, list]) => [field, list.map((key) => t(request, key))]));
}

/** With one field at fault its message is the clearest answer; with several, the generic one. */
function headlineKey(keys: Record<string, string[]>): string {
  const fields = Object.keys(keys);
  if (fields.length === 1) return keys[fields[0] as string]?.[0] ?? 'validation.invalidInput';
  return 'validation.invalidInput';
}

function send(reply: FastifyReply, request: FastifyRequest, statusCode: number, key: string, keys?: Record<string, string[]>) {
  const body: ApiError = { statusCode, code: key, message: t(request, key) };
  if (keys && Object.keys(keys).length > 0) body.fieldErrors = translateFields(request, keys);
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for the whole API: every failure answers `{ statusCode, code, message, fieldErrors? }`
 * with `message` in the reader's language (`Accept-Language`) and `code` the catalogue key.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const keys = error.fieldErrors;
        return send(reply, request, error.statusCode, error.messageKey, keys);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const keys = fieldKeys(error.validation);
        return send(reply, request, 400, headlineKey(keys), keys);
      }
      if (isResponseSerializationError(error) && error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
        request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
        return send(reply, request, 500, 'errors.internal');
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return send(reply, request, 413, 'validation.fileTooLarge');
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // A JSON body over the limit is almost always a file pasted into a form: say where files go.
        return send(reply, request, 413, request.isMultipart() ? 'validation.fileTooLarge' : 'validation.requestTooLarge');
      }
      if (isBadTextForDatabase(error)) {
        // The input guard refuses control characters first; this is the net for any text the
        // database still cannot store (a bad byte sequence): the caller's fault, so a 400.
        return send(reply, request, 400, 'validation.invalidInput');
      }
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        // An upload route called without a multipart body: there is no file in it.
        return send(reply, request, 400, 'validation.fileMissing', { file: ['validation.fileMissing'] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, wrong content type, ...) and plugins' (rate limit).
        // Each limit says what was limited.
        const key = status === 429 ? tooManyKey(request.url) : GENERIC_BY_STATUS[status];
        return send(reply, request, status, key ?? 'validation.invalidInput');
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, request, 500, 'errors.internal');
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (app.siteFallback && (await app.siteFallback(request, reply))) return reply;
      return send(reply, request, 404, 'errors.notFound');
    });
  },
  { name: 'errors' },
);
