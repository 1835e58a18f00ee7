import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type FileStorage } from './types.js';

/** The `S3_*` settings (README "Object storage"). */
export interface S3StorageConfig {
  /** The store's address, e.g. `http://minio:9000`; none for AWS itself (the region decides). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most stand-ins need it. */
  forcePathStyle: boolean;
  /** A folder inside the bucket for this platform's objects (default `files/`). */
  prefix?: string;
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where an operation requires them: many S3-compatible stores (older MinIO,
    // Ceph, test stand-ins) reject or mangle the newer default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** Bodies of 8 MB parts, 2 in flight: an upload holds at most ~16 MB however large it is. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Objects in one bucket under `prefix + key`. Puts go through lib-storage's `Upload`: one PUT for a
 * small body, a multipart upload for a larger one, aborted (no parts left behind) when the body fails.
 */
export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): FileStorage {
  const prefix = config.prefix ?? 'files/';
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, options) {
      let size = 0;
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      const counted = source.map((chunk: Buffer) => {
        size += chunk.length;
        return chunk;
      });
      // A failing source must fail the upload: Readable#map forwards the error to `counted`.
      let sourceError: unknown;
      source.once('error', (error) => {
        sourceError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: counted, ...(options?.contentType ? { ContentType: options.contentType } : {}) },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        // On a failure lib-storage aborts a multipart upload itself (no parts left behind); a store
        // that cannot abort (s3rver) answers that error instead, so the body's own error is preferred.
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
      return { size };
    },
    async get(key, range) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!answer.Body) return null;
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async copy(from, to) {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: encodeURI(`${Bucket}/${objectKey(from)}`) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length) ?? '';
          if (/^[0-9a-f-]{36}$/.test(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
