import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import type { FileStorage } from '../../plugins/storage.js';
import { deleteFileRow, findFile, insertFile } from './files.repository.js';
import type { FilePurpose } from './files.table.js';
import { RECORDING_CONTAINERS, type Upload } from './uploads.js';

export type { Upload };

/** Where a stored file is served; the answer's `image` fields hold this. */
export function fileUrl(key: string | null): string | null {
  return key ? `/tenant/files/${key}` : null;
}

/**
 * The classroom's check of a voice_recording answer before it is stored: `audio` must name a
 * recording uploaded to this school (a file of another school is as unknown as a made-up key;
 * a picture or an MP3 is no recording). 400 on `audio` otherwise.
 */
export async function assertRecordingOfSchool(tx: Database, schoolId: string, audio: string): Promise<void> {
  const key = /^\/tenant\/files\/([0-9a-f-]{36})$/i.exec(audio)?.[1]?.toLowerCase();
  const file = key ? await findFile(tx, schoolId, key) : null;
  if (!file) throw fieldError(400, 'audio', 'structure.recordingUnknown');
  if (!Object.values(RECORDING_CONTAINERS).includes(file.contentType)) throw fieldError(400, 'audio', 'validation.recordingOnly');
}


/** Why and by whom a file was uploaded (see `files.purpose`); none for logos, avatars and the like. */
export interface FileOrigin {
  purpose: FilePurpose;
  uploadedBy: string | null;
}

export interface FilesService {
  /** Writes the row naming an upload already in storage in `tx`; returns its key. The bytes go again if the row cannot be written. */
  store(tx: Database, schoolId: string, upload: Upload, origin?: FileOrigin): Promise<string>;
  /** A new file with the same bytes (duplicated courses get their own image). */
  copy(tx: Database, schoolId: string, key: string, origin?: FileOrigin): Promise<string | null>;
  /** Drops the row in `tx`; call `purge` with the key once the transaction has committed. */
  forget(tx: Database, schoolId: string, key: string): Promise<void>;
  /** Deletes bytes whose rows are gone; failures are logged (an orphan file harms nobody). */
  purge(keys: readonly (string | null | undefined)[]): Promise<void>;
}

/** Bytes already in memory (library media, the seed) and their type. */
export interface FileBytes {
  data: Uint8Array;
  contentType: string;
}

async function nameStored(storage: FileStorage, tx: Database, schoolId: string, upload: Upload, origin?: FileOrigin): Promise<string> {
  try {
    await insertFile(tx, { key: upload.key, schoolId, contentType: upload.contentType, size: upload.size, purpose: origin?.purpose ?? null, uploadedBy: origin?.uploadedBy ?? null });
  } catch (error) {
    await storage.delete(upload.key).catch(() => undefined);
    throw error;
  }
  return upload.key;
}

/** Writes the bytes under a new key, then the school's row in `tx`; the bytes go again if the row cannot be written. */
export async function storeFile(storage: FileStorage, tx: Database, schoolId: string, file: FileBytes, origin?: FileOrigin): Promise<string> {
  const key = randomUUID();
  const { size } = await storage.put(key, file.data, { contentType: file.contentType });
  return nameStored(storage, tx, schoolId, { key, size, contentType: file.contentType }, origin);
}

export function createFilesService(storage: FileStorage, log: FastifyBaseLogger): FilesService {
  const store: FilesService['store'] = (tx, schoolId, upload, origin) => nameStored(storage, tx, schoolId, upload, origin);
  return {
    store,
    async copy(tx, schoolId, key, origin) {
      const row = await findFile(tx, schoolId, key);
      if (!row) return null;
      const copy = randomUUID();
      if (!(await storage.copy(key, copy))) return null;
      return store(tx, schoolId, { key: copy, contentType: row.contentType, size: row.size }, origin);
    },
    async forget(tx, schoolId, key) {
      await deleteFileRow(tx, schoolId, key);
    },
    async purge(keys) {
      for (const key of keys) {
        if (!key) continue;
        await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete file bytes'));
      }
    },
  };
}
