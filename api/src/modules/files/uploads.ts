import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { RECORDING_MAX_BYTES } from '@school/exercises';
import { IMAGE_TYPES, LIMITS } from '@school/shared/contracts';
import { AppError, fieldError } from '../../lib/app-error.js';

// Reading uploads from the HTTP request: routes call these and hand services what they read (or a
// function that reads it, where a service decides first whether the body is read at all).

export interface Upload {
  data: Buffer;
  contentType: string;
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
  if (!request.isMultipart()) throw missing();
  const data = await readFilePart(request, RECORDING_MAX_BYTES, 'validation.audioTooLarge');
  const contentType = await recordingTypeOf(data);
  if (!contentType) throw fieldError(415, 'file', 'validation.recordingOnly');
  return { data, contentType };
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
