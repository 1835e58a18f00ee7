import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, envelope, loginResponseSchema, updateProfileSchema, userSchema } from '@school/shared/contracts';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { bearer, errorResponses, imageUploadBody } from '../../lib/schemas.js';
import { createUsersService, presentUser } from './users.service.js';

/** The signed-in user's own account (issue 4): `user`, `user/profile`, `user/avatar`, `user/password`. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app);
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
      schema: {
        tags: ['user'],
        summary: 'Update own profile',
        security: bearer,
        body: updateProfileSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 409) },
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
    async (request) => ({ data: await users.replaceAvatar(authOf(request), request) }),
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
      schema: {
        tags: ['user'],
        summary: 'Change own password',
        description: 'Answers a fresh token; every token issued before the change is refused from now on.',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const accessToken = await users.changePassword(authOf(request), request.body.oldPassword, request.body.newPassword);
      return { data: { accessToken } };
    },
  );
};
