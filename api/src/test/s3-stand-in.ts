import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../lib/storage/index.js';

/**
 * A local S3-compatible server for tests (s3rver: one bucket served from a temporary folder), spoken
 * to through the real AWS SDK like MinIO or S3 would be. `config` is what `S3_*` would say.
 */
export interface S3StandIn {
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'school-files'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'api-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own pair; it checks signatures like S3 does.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'files/',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
