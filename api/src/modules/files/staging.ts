import { pipeline, Transform, type Readable } from 'node:stream';
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

/** Reads up to `bytes` from the start of `stream` without losing them: `ended` when that was all of it. */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const finish = (ended: boolean) => {
      cleanup();
      resolve({ head: Buffer.concat(chunks), ended });
    };
    function onReadable() {
      let chunk: Buffer | null;
      while (length < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= bytes) finish(false);
    }
    function onEnd() {
      finish(true);
    }
    function onError(error: Error) {
      cleanup();
      reject(error);
    }
    function onClose() {
      cleanup();
      if (stream.readableEnded) resolve({ head: Buffer.concat(chunks), ended: true });
      else reject(stream.errored ?? new Error('upload stream closed early'));
    }
    // The parser may have failed the part (a broken body) before anyone listened.
    if (stream.errored || stream.destroyed) {
      reject(stream.errored ?? new Error('upload stream closed early'));
      return;
    }
    if (stream.readableEnded) {
      resolve({ head: Buffer.alloc(0), ended: true });
      return;
    }
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

/**
 * Streams one multipart file into `request.server.storage` under `options.key`: the first bytes
 * decide the type before anything is stored, then the whole part goes through a counter that fails
 * the write past `maxBytes` or when the parser cut the part off at its limit. Whatever goes wrong
 * leaves no object (the storage writes whole or not at all); a body that went wrong is the 4xx of
 * `fail`, a storage that failed is the storage's error (a 500). The stored upload is remembered for
 * the request: if the request then fails, it is removed again (`stagedUploadsPlugin`).
 */
export async function receiveToStorage(request: FastifyRequest, file: Readable, options: ReceiveOptions): Promise<StagedUpload> {
  const { storage } = request.server;
  let head: Buffer;
  let ended: boolean;
  try {
    ({ head, ended } = await readHead(file, options.headBytes ?? HEAD_BYTES));
  } catch (error) {
    throw options.fail(error);
  }
  if (head.length === 0) throw fieldError(400, 'file', 'validation.fileMissing');
  let contentType: string;
  try {
    contentType = await options.decide(head);
  } catch (error) {
    // The rest of the part is read and dropped, so the answer goes out on a whole request.
    file.resume();
    throw error;
  }

  let size = 0;
  let bodyError: unknown;
  const truncated = () => (file as Readable & { truncated?: boolean }).truncated === true;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) done((bodyError = sizeError()));
      else done(null, chunk);
    },
    flush(done) {
      if (truncated()) done((bodyError = sizeError()));
      else done();
    },
  });
  if (ended) {
    if (truncated()) throw options.fail(sizeError());
    counter.end(head);
  } else {
    file.unshift(head);
    // The request's errors (a client gone, a broken part) reach the storage write through `counter`.
    pipeline(file, counter, (error) => {
      if (error && bodyError === undefined) bodyError = error;
    });
    file.once('error', (error) => {
      bodyError ??= error;
    });
  }
  try {
    await storage.put(options.key, counter, { contentType });
  } catch (error) {
    file.resume();
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
    app.addHook('onRequest', async (request, reply) => {
      if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return;
      // 'close' comes after the answer went out and also when the client went away first.
      reply.raw.once('close', () => void settle(request, reply));
    });
  },
  { name: 'staged-uploads', dependencies: ['db', 'storage'] },
);
