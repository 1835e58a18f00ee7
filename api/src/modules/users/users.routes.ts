import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, envelope, loginResponseSchema, updateProfileSchema, userSchema } from '@school/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { bearer, errorResponses, imageUploadBody } from '../../lib/schemas.js';
import { createUsersService, presentUser } from './users.service.js';
import { receiveImage } from '../files/index.js';

/** The signed-in user's own account (issue 4): `user`, `user/profile`, `user/avatar`, `user/password`. */
export interface UsersRoutesOptions {
  /** Password checks (password change, e-mail change) per minute per user. */
  passwordRateLimitMax?: number;
}

/** Whether a profile update checks the current password (an e-mail change sends it). */
const checksPassword = (request: FastifyRequest) =>
  !!request.body && typeof request.body === 'object' && 'currentPassword' in request.body && !!request.body.currentPassword;

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const users = createUsersService(app);
  // A stolen token must not become a way to guess the password behind it: these calls check it.
  const passwordLimit = (allowList?: (request: FastifyRequest) => boolean) => ({
    rateLimit: {
      max: options.passwordRateLimitMax ?? 5,
      timeWindow: '1 minute',
      // After parsing and `requireAuth`: per user, and only calls that carry a password.
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) => `password|${request.auth?.user.id ?? request.ip}`,
      ...(allowList ? { allowList } : {}),
    },
  });
  const userEnvelope = envelope(userSchema);

  app.get(
    '/user',
    {
      onRequest: requireAuth,
      schema: { tags: ['user'], summary: 'The signed-in user', security: bearer, response: { 200: userEnvelope, ...errorResponses(401) } },
    },
    async (request) => ({ data: presentUser(authOf(request).user) }),
  );

  app.put(
    '/user/profile',
    {
      onRequest: requireAuth,
      config: passwordLimit((request) => !checksPassword(request)),
      schema: {
        tags: ['user'],
        summary: 'Update own profile',
        security: bearer,
        body: updateProfileSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await users.updateProfile(authOf(request), {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? null,
        country: body.country ?? null,
        timezone: body.timezone ?? null,
        ...(body.language !== undefined ? { language: body.language } : {}),
      }, body.currentPassword);
      return { data };
    },
  );

  app.put(
    '/user/avatar',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        summary: 'Upload own avatar',
        security: bearer,
        ...imageUploadBody,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => ({ data: await users.replaceAvatar(authOf(request), () => receiveImage(request)) }),
  );

  app.delete(
    '/user/avatar',
    {
      onRequest: requireAuth,
      schema: { tags: ['user'], summary: 'Delete own avatar', security: bearer, response: { 200: userEnvelope, ...errorResponses(401) } },
    },
    async (request) => ({ data: await users.deleteAvatar(authOf(request)) }),
  );

  app.put(
    '/user/password',
    {
      onRequest: requireAuth,
      config: passwordLimit(),
      schema: {
        tags: ['user'],
        summary: 'Change own password',
        description: 'Answers a fresh token; every token issued before the change is refused from now on.',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const accessToken = await users.changePassword(authOf(request), request.body.oldPassword, request.body.newPassword);
      return { data: { accessToken } };
    },
  );
};
