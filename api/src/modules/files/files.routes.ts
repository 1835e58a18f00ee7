import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, COURSE_WRITER_RULE, envelope, uploadedFileSchema } from '@school/shared/contracts';
import { fieldError, notFound } from '../../lib/app-error.js';
import { bearer, errorResponses, imageUploadBody } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { findFileByKey, recordingBytesOf } from './files.repository.js';
import { sendStored } from './download.js';
import { createFilesService, fileUrl } from './files.service.js';
import { receiveAudio, receiveImage, receivePdf, receiveRecording, type Upload } from './uploads.js';

const fileParamsSchema = z.object({ key: z.uuid({ error: 'validation.id' }) });

/**
 * `GET files/{key}`: the bytes of an upload, for `<img src>`, `<audio src>` and the PDF viewer, with
 * the type read from its bytes at upload, streamed from storage, one `Range` of them when asked. No token: keys are random UUIDs
 * that only appear in answers to signed-in users, and a browser sends no bearer header for images.
 */
export interface FilesRoutesOptions {
  /** Bytes of voice recordings one user may have stored at once (unreferenced ones are cleaned up). */
  recordingQuotaBytes?: number;
  /** Recording uploads per minute per user. */
  recordingRateLimitMax?: number;
}

const recordingQuotaFull = () => fieldError(413, 'file', 'validation.recordingQuota');

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  const recordingQuotaBytes = options.recordingQuotaBytes ?? 100 * 1024 * 1024;
  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'Read an uploaded file',
        params: fileParamsSchema,
        response: {
          200: { description: 'The stored bytes', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } },
          206: { description: 'The bytes of the one range a `Range: bytes=…` header asked for (audio and video seek)', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
          416: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findFileByKey(app.db.system, request.params.key);
      if (!row) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendStored(request, reply, row);
    },
  );

  const files = createFilesService(app.storage, app.log);
  const storeUpload = async (request: Parameters<typeof authOf>[0], upload: Upload) => {
    const auth = authOf(request);
    const key = await app.db.inSchool(auth.school.id, (tx) => files.store(tx, auth.school.id, upload, { purpose: 'exercise', uploadedBy: auth.user.id }));
    return { key, url: fileUrl(key) ?? '', contentType: upload.contentType, size: upload.size };
  };

  /**
   * `POST files`: a picture for an exercise (label_the_pictures), uploaded before the exercise is
   * saved; its content names the file by the answered `url` (or `key`). Course writers only.
   */
  app.post(
    '/files',
    {
      onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)],
      schema: {
        tags: ['files'],
        summary: 'Upload a picture for an exercise',
        security: bearer,
        ...imageUploadBody,
        response: { 201: envelope(uploadedFileSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await storeUpload(request, await receiveImage(request)) }),
  );

  /**
   * `POST files/audio`: a sound for an exercise (a word's pronunciation), uploaded before the
   * exercise is saved, like pictures. Course writers only.
   */
  app.post(
    '/files/audio',
    {
      onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)],
      schema: {
        tags: ['files'],
        summary: 'Upload a sound for an exercise',
        security: bearer,
        consumes: ['multipart/form-data'],
        description: 'Multipart form with one field `file`: MP3, Ogg, WAV, M4A/AAC or FLAC of at most 10 MB (checked by content).',
        response: { 201: envelope(uploadedFileSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await storeUpload(request, await receiveAudio(request)) }),
  );

  /**
   * `POST files/pdf`: a document for the pdf exercise type, uploaded before the exercise is
   * saved, like pictures and sounds. Course writers only.
   */
  app.post(
    '/files/pdf',
    {
      onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)],
      schema: {
        tags: ['files'],
        summary: 'Upload a PDF for an exercise',
        security: bearer,
        consumes: ['multipart/form-data'],
        description: 'Multipart form with one field `file`: a PDF of at most 10 MB (checked by content: `%PDF-`).',
        response: { 201: envelope(uploadedFileSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await storeUpload(request, await receivePdf(request)) }),
  );

  /**
   * `POST files/recordings`: a voice recording a student made in the voice_recording player; its
   * answer names the file by the answered `url`. Any signed-in user of the school: students
   * record, and staff try the task in "preview as student".
   */
  app.post(
    '/files/recordings',
    {
      onRequest: [
        requireAuth,
        // A full quota is refused before the body is read.
        async (request) => {
          const auth = authOf(request);
          const used = await app.db.inSchool(auth.school.id, (tx) => recordingBytesOf(tx, auth.school.id, auth.user.id));
          if (used >= recordingQuotaBytes) throw recordingQuotaFull();
        },
      ],
      config: {
        rateLimit: {
          max: options.recordingRateLimitMax ?? 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `recording|${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Upload a voice recording (an answer)',
        security: bearer,
        consumes: ['multipart/form-data'],
        description:
          'Multipart form with one field `file`: the WebM, Ogg or MP4 audio a browser recorded, at most 10 MB (checked by content; served as audio/webm, audio/ogg or audio/mp4). Each user may store RECORDING_QUOTA_MB of recordings (413 over it) and upload RECORDING_RATE_LIMIT_MAX a minute (429); recordings nothing names are removed after RECORDING_GRACE_HOURS.',
        response: { 201: envelope(uploadedFileSchema), ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const upload = await receiveRecording(request);
      const key = await app.db.inSchool(auth.school.id, async (tx) => {
        if ((await recordingBytesOf(tx, auth.school.id, auth.user.id)) + upload.size > recordingQuotaBytes) throw recordingQuotaFull();
        return files.store(tx, auth.school.id, upload, { purpose: 'recording', uploadedBy: auth.user.id });
      });
      return reply.code(201).send({ data: { key, url: fileUrl(key) ?? '', contentType: upload.contentType, size: upload.size } });
    },
  );
};
