import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { RECORDING_MAX_BYTES } from '@school/exercises';
import { IMAGE_TYPES, LIMITS } from '@school/shared/contracts';
import { AppError, fieldError } from '../../lib/app-error.js';
import { receiveToStorage, type StagedUpload } from './staging.js';

// Reading uploads from the HTTP request: routes call these and hand services what they read (or a
// function that reads it, where a service decides first whether the body is read at all). The
// bytes stream from the request into storage as they arrive: what a service gets is the key of an
// object already stored, which it names in a row (`files.store`); an upload whose request fails
// afterwards is removed again (staging.ts).

/** An upload already in storage under `key`, of `size` bytes, with the type its bytes showed. */
export type Upload = StagedUpload;

const missing = () => fieldError(400, 'file', 'validation.fileMissing');

/**
 * Reads the multipart field `file` of an upload request: at most 1 MB (else 413) and an image by its
 * bytes, whatever its name or declared type says (else 415).
 */
export async function receiveImage(request: FastifyRequest): Promise<Upload> {
  return receiveFilePart(request, LIMITS.imageMaxBytes, undefined, async (head) => {
    const type = await fileTypeFromBuffer(head);
    if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw fieldError(415, 'file', 'validation.imageOnly');
    return type.mime;
  });
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
  return receiveFilePart(request, AUDIO_MAX_BYTES, 'validation.audioTooLarge', async (head) => {
    const type = await fileTypeFromBuffer(head);
    if (!type || !(AUDIO_TYPES as readonly string[]).includes(type.mime)) throw fieldError(415, 'file', 'validation.audioOnly');
    return type.mime;
  });
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
  return receiveFilePart(request, PDF_MAX_BYTES, 'validation.audioTooLarge', async (head) => {
    if (!head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) throw fieldError(415, 'file', 'validation.pdfOnly');
    return 'application/pdf';
  });
}

/**
 * What the browsers' MediaRecorder writes, by the container file-type reads from the bytes, and
 * the type the recording is stored and served with. file-type names a WebM or MP4 container
 * "video/..." (it reads the container, not the tracks) and Ogg with Opus "audio/ogg; codecs=opus";
 * a recording is served as audio so `<audio>` plays it. Chromium and Firefox: WebM or Ogg with
 * Opus; Safari: MP4 with AAC.
 */
export const RECORDING_CONTAINERS: Readonly<Record<string, string>> = {
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
  return receiveFilePart(request, RECORDING_MAX_BYTES, 'validation.audioTooLarge', async (head) => {
    const contentType = await recordingTypeOf(head);
    if (!contentType) throw fieldError(415, 'file', 'validation.recordingOnly');
    return contentType;
  });
}


const tooLarge = (message = 'validation.fileTooLarge') => fieldError(413, 'file', message);
const broken = () => fieldError(400, 'file', 'validation.uploadBroken');

/** True for the parser's own "over the limit" errors, which must stay 413s. */
export function isSizeError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413;
}

/**
 * Streams the multipart field `file` into storage, whole or not at all: the type is decided from
 * its first bytes before anything is stored (`decide` answers the stored type or throws the 415),
 * and a part cut off at the limit is refused with 413 however the client streamed it (the parser
 * marks it `truncated` and may end the stream without an error, which once stored the first
 * megabyte and answered 200). A body the parser cannot read (no boundary, a truncated part,
 * garbage, a client gone midway) is a 400, never a 500, and leaves no object behind.
 */
async function receiveFilePart(request: FastifyRequest, maxBytes: number, tooLargeMessage: string | undefined, decide: (head: Buffer) => Promise<string>): Promise<Upload> {
  if (!request.isMultipart()) throw missing();
  let file: Readable;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part) throw missing();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw missing();
    }
    file = part.file;
  } catch (error) {
    throw uploadError(error, tooLargeMessage);
  }
  return receiveToStorage(request, file, { key: randomUUID(), maxBytes, decide, fail: (error) => uploadError(error, tooLargeMessage) });
}

/** The 4xx an upload that went wrong on the client's side answers: 413 over a limit, 400 for anything unreadable. */
export function uploadError(error: unknown, tooLargeMessage?: string): AppError {
  if (error instanceof AppError) return error;
  if (isSizeError(error)) return tooLarge(tooLargeMessage);
  return broken();
}
