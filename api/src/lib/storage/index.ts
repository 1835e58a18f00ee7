// Where uploaded bytes live (docs/decisions/api-object-storage.md).
export { assertKey, readAll, type ByteRange, type FileStorage, type PutOptions, type StorageBody } from './types.js';
export { createDiskStorage } from './disk.js';
export { createS3Client, createS3Storage, type S3StorageConfig } from './s3.js';
export { withReadFallback } from './fallback.js';
export { parseRange } from './range.js';
export { moveStoredFiles, type MoveOptions, type MoveOutcome, type MoveReport } from './move.js';
