import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
} from '@school/shared/contracts';
import type { Clock } from '../../lib/clock.js';
import { requestLanguage, t } from '../../lib/language.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, bearerTokenOf, requireAuth } from '../../plugins/auth.js';
import { createAuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  clock: Clock;
  loginRateLimitMax: number;
  forgotRateLimitMax: number;
  resetMailsPerEmail: number;
  /** From configuration only, never from request headers. */
  publicUrl: string;
}

/** Reads the e-mail of a login body before validation, for the rate-limit key; anything odd counts as no e-mail. */
function emailOf(body: unknown): string {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase();
  return '';
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const auth = createAuthService(app, options.clock, { resetMailsPerEmail: options.resetMailsPerEmail });

  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: {
          max: options.loginRateLimitMax,
          timeWindow: '1 minute',
          // After parsing, so the key can hold the e-mail: guessing one account's password from
          // one address is slowed without locking out everyone behind a shared address.
          hook: 'preValidation',
          keyGenerator: (request) => `${request.ip}|${emailOf(request.body)}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ data: { accessToken: await auth.login(request.body.email, request.body.password) } }),
  );

  app.get(
    '/auth/profile',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, permissions and school',
        security: bearer,
        response: { 200: envelope(profileResponseSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: auth.profile(authOf(request)) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        description:
          'Ends the bearer token for good: every later request with it answers 401 (it would otherwise stay valid until it expires). Without a token, or with one that no longer works, there is nothing to end: 204 all the same.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const token = bearerTokenOf(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (token && claims) await auth.logout(token, claims);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-recovery/forgot',
    {
      config: {
        // Per client address, before anything is looked up: the 429 says nothing about whether
        // the e-mail exists. The per-account limit on mails is in the service (silent).
        rateLimit: { max: options.forgotRateLimitMax, timeWindow: '15 minutes', keyGenerator: (request) => `forgot|${request.ip}` },
      },
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset mail',
        description: 'Always the same answer, whether the address exists or not. The mail holds a single-use link valid for one hour.',
        body: forgotPasswordRequestSchema,
        response: { 200: envelope(messageResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      auth.requestReset(request.body.email, requestLanguage(request), options.publicUrl);
      return { data: { message: t(request, 'auth.resetRequested') } };
    },
  );

  app.post(
    '/auth/password-recovery/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordRequestSchema,
        response: { 200: envelope(messageResponseSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { data: { message: t(request, 'auth.resetDone') } };
    },
  );
};
