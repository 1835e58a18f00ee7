import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { RECORDING_MAX_BYTES } from '@school/exercises';
import { IMAGE_TYPES, LIMITS } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { FileStorage } from '../../plugins/storage.js';
import { deleteFileRow, findFile, insertFile } from './files.repository.js';

export interface Upload {
  data: Buffer;
  contentType: string;
}

/** Where a stored file is served; the answer's `image` fields hold this. */
export function fileUrl(key: string | null): string | null {
  return key ? `/tenant/files/${key}` : null;
}

const missing = () => fieldError(400, 'file', 'validation.fileMissing');

/**
 * Reads the multipart field `file` of an upload request: at most 1 MB (else 413) and an image by its
 * bytes, whatever its name or declared type says (else 415).
 */
export async function receiveImage(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missing();
  const data = await readFilePart(request, LIMITS.imageMaxBytes);
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw fieldError(415, 'file', 'validation.imageOnly');
  return { data, contentType: type.mime };
}

/**
 * Sounds an exercise may carry (word pronunciations, listening tasks), by their bytes: what
 * file-type reports for MP3, Ogg (Vorbis, Opus), WAV, M4A/AAC and FLAC, all of which browsers play.
 */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/ogg', 'audio/opus', 'audio/wav', 'audio/vnd.wave', 'audio/x-wav', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/flac', 'audio/x-flac'] as const;
/** Sound files may be larger than pictures: a few minutes of speech. */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** Like `receiveImage` for a sound: at most 10 MB (else 413) and a sound by its bytes (else 415). */
export async function receiveAudio(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missing();
  const data = await readFilePart(request, AUDIO_MAX_BYTES, 'validation.audioTooLarge');
  const type = await fileTypeFromBuffer(data);
  if (!type || !(AUDIO_TYPES as readonly string[]).includes(type.mime)) throw fieldError(415, 'file', 'validation.audioOnly');
  return { data, contentType: type.mime };
}

/** PDFs for the pdf exercise type: as large as sounds (a scanned worksheet or a few chapters). */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/**
 * Like `receiveAudio` for a PDF: at most 10 MB (else 413, with the same "10 MB" words as sounds)
 * and a PDF by its bytes (else 415): it must start with `%PDF-`. Readers also accept a header
 * after some leading bytes, but a file that is something else first is refused, so what is
 * served as application/pdf begins as one.
 */
export async function receivePdf(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missing();
  const data = await readFilePart(request, PDF_MAX_BYTES, 'validation.audioTooLarge');
  if (!data.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) throw fieldError(415, 'file', 'validation.pdfOnly');
  return { data, contentType: 'application/pdf' };
}

/**
 * What the browsers' MediaRecorder writes, by the container file-type reads from the bytes, and
 * the type the recording is stored and served with. file-type names a WebM or MP4 container
 * "video/..." (it reads the container, not the tracks) and Ogg with Opus "audio/ogg; codecs=opus";
 * a recording is served as audio so `<audio>` plays it. Chromium and Firefox: WebM or Ogg with
 * Opus; Safari: MP4 with AAC.
 */
const RECORDING_CONTAINERS: Readonly<Record<string, string>> = {
  'audio/webm': 'audio/webm',
  'video/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'video/mp4': 'audio/mp4',
};

/** The stored type of a recording's bytes, or null when they are none of the recorders' containers. */
export async function recordingTypeOf(data: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  const mime = type?.mime.split(';')[0]?.trim() ?? '';
  return RECORDING_CONTAINERS[mime] ?? null;
}

/**
 * A student's voice recording (the voice_recording answer): at most RECORDING_MAX_BYTES (else
 * 413, the longest recording fits) and WebM, Ogg or MP4 by its bytes (else 415).
 */
export async function receiveRecording(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missing();
  const data = await readFilePart(request, RECORDING_MAX_BYTES, 'validation.audioTooLarge');
  const contentType = await recordingTypeOf(data);
  if (!contentType) throw fieldError(415, 'file', 'validation.recordingOnly');
  return { data, contentType };
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

const tooLarge = (message = 'validation.fileTooLarge') => fieldError(413, 'file', message);
const broken = () => fieldError(400, 'file', 'validation.uploadBroken');

/** True for the parser's own "over the limit" errors, which must stay 413s. */
function isSizeError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413;
}

/**
 * The bytes of the multipart field `file`, whole or not at all. A part cut off at the limit is
 * refused with 413 however the client streamed it (the parser marks it `truncated` and may end
 * the stream without an error, which once stored the first megabyte and answered 200); a body
 * the parser cannot read (no boundary, a truncated part, garbage) is a 400, never a 500.
 */
async function readFilePart(request: FastifyRequest, maxBytes: number, tooLargeMessage?: string): Promise<Buffer> {
  let data: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part) throw missing();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw missing();
    }
    data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(tooLargeMessage);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isSizeError(error)) throw tooLarge(tooLargeMessage);
    throw broken();
  }
  if (data.length > maxBytes) throw tooLarge(tooLargeMessage);
  if (data.length === 0) throw missing();
  return data;
}

export interface FilesService {
  /** Writes the bytes, then the row in `tx`; returns the new key. */
  store(tx: Database, schoolId: string, upload: Upload): Promise<string>;
  /** A new file with the same bytes (duplicated courses get their own image). */
  copy(tx: Database, schoolId: string, key: string): Promise<string | null>;
  /** Drops the row in `tx`; call `purge` with the key once the transaction has committed. */
  forget(tx: Database, schoolId: string, key: string): Promise<void>;
  /** Deletes bytes whose rows are gone; failures are logged (an orphan file harms nobody). */
  purge(keys: readonly (string | null | undefined)[]): Promise<void>;
}

/** Writes the bytes under a new key, then the school's row in `tx`; the bytes go again if the row cannot be written. */
export async function storeFile(storage: FileStorage, tx: Database, schoolId: string, upload: Upload): Promise<string> {
  const key = randomUUID();
  await storage.put(key, upload.data);
  try {
    await insertFile(tx, { key, schoolId, contentType: upload.contentType, size: upload.data.length });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return key;
}

export function createFilesService(storage: FileStorage, log: FastifyBaseLogger): FilesService {
  const store: FilesService['store'] = (tx, schoolId, upload) => storeFile(storage, tx, schoolId, upload);
  return {
    store,
    async copy(tx, schoolId, key) {
      const row = await findFile(tx, schoolId, key);
      const data = row ? await storage.get(key) : null;
      if (!row || !data) return null;
      return store(tx, schoolId, { data, contentType: row.contentType });
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
