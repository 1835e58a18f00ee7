import fp from 'fastify-plugin';
import { createDiskStorage, createS3Storage, withReadFallback, type FileStorage, type S3StorageConfig } from '../lib/storage/index.js';

export { createDiskStorage, type FileStorage } from '../lib/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** The folder of the disk storage (`DATA_DIR/files`). */
  root: string;
  /** An S3-compatible object store (`S3_*`): new uploads go there; reads fall back to the disk. */
  s3?: S3StorageConfig | undefined;
  /** A storage made by the caller (tests); wins over both. */
  storage?: FileStorage | undefined;
}

/** The storage of this process: given, the object store when configured, else the disk. */
export function storageFor(options: StoragePluginOptions): FileStorage {
  if (options.storage) return options.storage;
  const disk = createDiskStorage(options.root);
  return options.s3 ? withReadFallback(createS3Storage(options.s3), disk) : disk;
}

export const storagePlugin = fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('storage', storageFor(options));
  },
  { name: 'storage' },
);
