import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.js';
import { parseRange } from '../../lib/storage/index.js';

/** A stored object to answer with: its key, the size and type its row recorded. */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/**
 * Streams a stored object as the answer, whole (200) or the one range a `Range` header asks (206
 * with Content-Range; audio and video seek this way), or 416 with `Content-Range: bytes * /size`
 * for a range past the end. An `If-Range` that is not this object's ETag gets the whole object.
 * Other headers (type-specific caching, a file name) are the caller's. `missing` (404) when the bytes are gone.
 */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredFile, missing: () => AppError = notFound): Promise<FastifyReply> {
  const etag = `"${file.key}"`;
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, file.size) : null;
  reply.header('accept-ranges', 'bytes').header('etag', etag).header('x-content-type-options', 'nosniff');
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, 'errors.rangeNotSatisfiable');
  }
  const body = await request.server.storage.get(file.key, range ?? undefined);
  if (!body) throw missing();
  reply.header('content-type', file.contentType);
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  }
  return reply.header('content-length', file.size).send(body);
}
