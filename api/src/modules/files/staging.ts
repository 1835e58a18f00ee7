import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { readRows } from '../../db/rows.js';
import { AppError, fieldError } from '../../lib/app-error.js';

/** An upload already in storage under `key`, of `size` bytes, with the type its bytes showed. */
export interface StagedUpload {
  key: string;
  contentType: string;
  size: number;
}

/** How many first bytes decide an upload's type (file-type reads at most a few KB; Word files a little more). */
export const HEAD_BYTES = 64 * 1024;

export interface ReceiveOptions {
  key: string;
  maxBytes: number;
  /** The stored type, from the first bytes; throws the 4xx of a wrong type. */
  decide: (head: Buffer) => Promise<string>;
  /** The 4xx of a request body that went wrong (a parser error, a size error). */
  fail: (error: unknown) => AppError;
  /** First bytes handed to `decide`; HEAD_BYTES unless given. */
  headBytes?: number;
}

/** What the multipart parser's own limit error looks like, so `fail` maps ours the same way (413). */
const sizeError = () => Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });

/**
 * Streams one multipart file into `request.server.storage` under `options.key`: the first bytes
 * decide the type before anything is stored, then the whole part goes on to the storage, counted:
 * past `maxBytes`, or cut off by the parser at its limit, the write fails. Whatever goes wrong
 * leaves no object (the storage writes whole or not at all); a body that went wrong is the 4xx of
 * `fail`, a storage that failed is the storage's error (a 500). The stored upload is remembered for
 * the request: if the request then fails, it is removed again (`stagedUploadsPlugin`).
 */
export async function receiveToStorage(request: FastifyRequest, file: Readable, options: ReceiveOptions): Promise<StagedUpload> {
  const { storage } = request.server;
  // One reader for the whole part: the head is read from it, then the rest.
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let bodyError: unknown;
  const next = async () => {
    try {
      return await chunks.next();
    } catch (error) {
      bodyError ??= error;
      throw error;
    }
  };
  // What is left of a refused part is read and dropped, so the answer goes out on a whole request.
  const drain = () => {
    void (async () => {
      for (let chunk = await next(); !chunk.done; chunk = await next());
    })().catch(() => undefined);
  };
  const truncated = () => (file as Readable & { truncated?: boolean }).truncated === true;

  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  const headBytes = options.headBytes ?? HEAD_BYTES;
  try {
    while (size < headBytes) {
      const chunk = await next();
      if (chunk.done) {
        ended = true;
        break;
      }
      head.push(chunk.value);
      size += chunk.value.length;
    }
  } catch (error) {
    throw options.fail(error);
  }
  if (size === 0) throw fieldError(400, 'file', 'validation.fileMissing');
  if (size > options.maxBytes || (ended && truncated())) {
    drain();
    throw options.fail(sizeError());
  }
  let contentType: string;
  try {
    contentType = await options.decide(Buffer.concat(head));
  } catch (error) {
    drain();
    throw error;
  }

  async function* body() {
    yield* head;
    if (ended) return;
    for (let chunk = await next(); !chunk.done; chunk = await next()) {
      size += chunk.value.length;
      if (size > options.maxBytes) throw (bodyError = sizeError());
      yield chunk.value;
    }
    if (truncated()) throw (bodyError = sizeError());
  }
  try {
    await storage.put(options.key, Readable.from(body(), { objectMode: false }), { contentType });
  } catch (error) {
    drain();
    if (bodyError !== undefined || error instanceof AppError) throw options.fail(bodyError ?? error);
    throw error;
  }
  remember(request, options.key);
  return { key: options.key, contentType, size };
}

const staged = new WeakMap<FastifyRequest, string[]>();

function remember(request: FastifyRequest, key: string): void {
  const keys = staged.get(request);
  if (keys) keys.push(key);
  else staged.set(request, [key]);
}

/** Whether a row names the stored object: a file or a document (the documents module stores through here too). */
async function isNamed(db: Database, key: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 as one from files where key = ${key} union all select 1 from user_documents where storage_key = ${key} limit 1`);
  return readRows(result).length > 0;
}

/**
 * Uploads are stored before the service writes the row that names them. When the request then
 * fails (a 4xx or 5xx after the upload: an unknown owner, a full quota, a failed transaction, or
 * the client gone before the answer), its stored uploads that no row names are deleted, so a
 * failed upload leaves neither a row nor an object behind.
 */
export const stagedUploadsPlugin = fp(
  async (app) => {
    const settle = async (request: FastifyRequest, reply: FastifyReply) => {
      const keys = staged.get(request);
      if (!keys) return;
      staged.delete(request);
      if (reply.raw.writableFinished && reply.statusCode < 400) return;
      for (const key of keys) {
        try {
          if (!(await isNamed(app.db.system, key))) await app.storage.delete(key);
        } catch (error) {
          request.log.warn({ err: error, key }, 'could not remove the upload of a failed request');
        }
      }
    };
    /** Multipart requests whose clean-up has not run yet. */
    const open = new Set<Promise<void>>();
    /** Resolves when the handler of the request has answered (its transaction committed or failed). */
    const answered = new WeakMap<FastifyRequest, () => void>();
    app.decorate('stagedUploads', {
      async idle() {
        while (open.size > 0) await Promise.all([...open]);
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return;
      const handled = new Promise<void>((resolve) => answered.set(request, resolve));
      const done = new Promise<void>((resolve) => {
        // 'close' comes after the answer went out and also when the client went away first; then the
        // handler may still be writing the row that names the upload, so its answer is awaited.
        reply.raw.once('close', () => {
          void (async () => {
            // Only a handler that stored an upload is waited for: it is running, so it will answer.
            if (!reply.raw.writableFinished && staged.has(request)) await handled;
            await settle(request, reply);
          })().finally(resolve);
        });
      });
      open.add(done);
      void done.finally(() => open.delete(done));
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      answered.get(request)?.();
      return payload;
    });
  },
  { name: 'staged-uploads', dependencies: ['db', 'storage'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** `idle()`: resolves once every multipart request so far has been cleaned up after (tests wait on it). */
    stagedUploads: { idle(): Promise<void> };
  }
}
