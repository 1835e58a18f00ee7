import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentInputSchema,
  documentListQuerySchema,
  documentParamsSchema,
  documentSchema,
  envelope,
  idParamsSchema,
  pagedEnvelope,
  USERS_MANAGER_RULE,
} from '@school/shared/contracts';
import { requireMember } from '../../lib/member-only.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import type { DocumentOwner } from './documents.repository.js';
import { attachmentHeader, createDocumentsService, documentNotFound, type Download } from './documents.service.js';
import { receiveDocument } from './documents.upload.js';
import { sendStored } from '../files/index.js';

const binary = { description: 'The stored bytes, offered under the original file name', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } };

/**
 * Documents (spec 01 §7 "User documents", "Own documents"): the administration (users-management
 * or admin-access) manages every user's and every group's; a member reads their own public ones and
 * the public ones of their groups.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDocumentsService(app);
  const manage = { onRequest: [requireAuth, requireStaffPermission(...USERS_MANAGER_RULE.permissions)] };
  const memberOnly = { onRequest: [requireAuth, requireMember] };
  const one = envelope(documentSchema);
  const tags = ['documents'];

  // Streamed from storage, one `Range` of it when asked (files/download.ts).
  const send = (request: FastifyRequest, reply: FastifyReply, file: Download) =>
    sendStored(request, reply.header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'private, no-store'), file, documentNotFound);

  // The same six calls for a user's documents and for a group's (docs/decisions/admin-documents.md).
  const owners = [
    { prefix: 'users', kind: 'user', whose: 'a user’s', sees: 'its owner' },
    { prefix: 'groups', kind: 'group', whose: 'a group’s', sees: 'the group’s students' },
  ] as const;
  for (const { prefix, kind, whose, sees } of owners) {
    const owner = (id: string): DocumentOwner => ({ kind, id });

    app.get(
      `/${prefix}/:id/documents`,
      {
        ...manage,
        schema: {
          tags,
          summary: `A page of ${whose} documents, newest first`,
          security: bearer,
          params: idParamsSchema,
          querystring: documentListQuerySchema,
          response: { 200: pagedEnvelope(documentSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.list(authOf(request), owner(request.params.id), request.query),
    );

    app.post(
      `/${prefix}/:id/documents`,
      {
        ...manage,
        schema: {
          tags,
          summary: `Upload a document for ${kind === 'user' ? 'a user' : 'a group'}`,
          description:
            'Multipart: `file` (PDF, DOC, DOCX, JPG, PNG, GIF or WebP by content, at most 10 MB), `name` (default: the file name) and `type` (`public` or `private`, default private).',
          security: bearer,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 201: one, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await service.upload(authOf(request), owner(request.params.id), () => receiveDocument(request)) }),
    );

    app.get(
      `/${prefix}/:id/documents/:docId`,
      {
        ...manage,
        schema: { tags, summary: `One of ${whose} documents`, security: bearer, params: documentParamsSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => ({ data: await service.get(authOf(request), owner(request.params.id), request.params.docId) }),
    );

    app.put(
      `/${prefix}/:id/documents/:docId`,
      {
        ...manage,
        schema: {
          tags,
          summary: `Rename ${whose} document or change whether ${sees} see it`,
          security: bearer,
          params: documentParamsSchema,
          body: documentInputSchema,
          response: { 200: one, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await service.update(authOf(request), owner(request.params.id), request.params.docId, request.body) }),
    );

    app.delete(
      `/${prefix}/:id/documents/:docId`,
      {
        ...manage,
        schema: { tags, summary: `Delete ${whose} document`, security: bearer, params: documentParamsSchema, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) => {
        await service.remove(authOf(request), owner(request.params.id), request.params.docId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `/${prefix}/:id/documents/:docId/download`,
      {
        ...manage,
        schema: { tags, summary: `Download ${whose} document`, security: bearer, params: documentParamsSchema, response: { 200: binary, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) => send(request, reply, await service.download(authOf(request), owner(request.params.id), request.params.docId)),
    );
  }

  app.get(
    '/user/documents',
    {
      ...memberOnly,
      schema: {
        tags,
        summary: 'The signed-in member’s public documents and those of their groups, newest first',
        security: bearer,
        querystring: documentListQuerySchema,
        response: { 200: pagedEnvelope(documentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listOwn(authOf(request), request.query),
  );

  app.get(
    '/user/documents/:id/download',
    {
      ...memberOnly,
      schema: { tags, summary: 'Download a public document of the member or of one of their groups', security: bearer, params: idParamsSchema, response: { 200: binary, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => send(request, reply, await service.downloadOwn(authOf(request), request.params.id)),
  );
};
