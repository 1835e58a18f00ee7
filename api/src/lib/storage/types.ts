import type { Readable } from 'node:stream';

/** Bytes to store: a stream (uploads, copies) or a buffer already in memory (seed and library media). */
export type StorageBody = Readable | Uint8Array;

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Stored with the object where the backend keeps it (S3); the `files` row stays the authority. */
  contentType?: string;
}

/**
 * Where uploaded bytes live: the disk (default) or an S3-compatible object store
 * (docs/decisions/api-object-storage.md). Everything streams; nothing holds a whole file.
 * Keys are the generated UUIDs of `files.key` and `user_documents.storage_key`.
 */
export interface FileStorage {
  /** `disk` or `s3`: logs and the move command say which. */
  readonly kind: 'disk' | 's3';
  /**
   * Writes the body under `key`, whole or not at all: a body that fails midway (a client that
   * goes away, a limit) leaves no object, and the error goes to the caller. Answers the bytes written.
   */
  put(key: string, body: StorageBody, options?: PutOptions): Promise<{ size: number }>;
  /** The bytes (or `range` of them), or null when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The stored size, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; nothing stored is no error. */
  delete(key: string): Promise<void>;
  /** A second object with the same bytes; false when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Every stored key (tests and the move command's checks). */
  keys(): AsyncIterable<string>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

/** Keys are generated UUIDs; anything else is refused so a key can never walk out of its folder or prefix. */
export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Reads a whole object into memory: for tests and small checks only, never on a request path. */
export async function readAll(storage: FileStorage, key: string, range?: ByteRange): Promise<Buffer | null> {
  const stream = await storage.get(key, range);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
