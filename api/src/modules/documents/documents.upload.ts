import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES, LIMITS } from '@school/shared/contracts';
import { fieldError } from '../../lib/app-error.js';
import { isSizeError, receiveToStorage, uploadError, type StagedUpload } from '../files/index.js';

// Reading a document upload from the HTTP request; the route hands the service a function that
// reads it, so the service can refuse an unknown owner before the body is read. The bytes stream
// into storage as they arrive; a request that fails afterwards has them removed (files/staging.ts).

const missing = () => fieldError(400, 'file', 'validation.fileMissing');
const tooLarge = () => fieldError(413, 'file', 'admin.documentTooLarge');
const wrongFormat = () => fieldError(415, 'file', 'admin.documentFormat');

/** A document already streamed into storage under `key` (files/staging.ts), and the form's text fields. */
export interface ReceivedDocument {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
  fields: Record<string, string>;
}

/** Word files are ZIP or OLE containers whose telling entries may sit past the first few KB. */
const DOCUMENT_HEAD_BYTES = 256 * 1024;

/**
 * Reads a multipart document upload: the field `file` (at most 10 MB, else 413), streamed into
 * storage as it arrives, and the text fields `name` and `type`, in any order. The format is decided
 * by the first bytes (else 415, before anything is stored): PDF, the Word formats and the four image
 * types. An old `.doc` is an OLE container, which other Office files share, so that container counts
 * as DOC only under a `.doc` name.
 */
export async function receiveDocument(request: FastifyRequest): Promise<ReceivedDocument> {
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let file: StagedUpload | undefined;
  let fileName = '';
  const fail = (error: unknown) => (isSizeError(error) ? tooLarge() : uploadError(error));
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.documentMaxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const name = part.filename;
        file = await receiveToStorage(request, part.file, {
          key: randomUUID(),
          maxBytes: LIMITS.documentMaxBytes,
          headBytes: DOCUMENT_HEAD_BYTES,
          fail,
          decide: async (head) => {
            const detected = await fileTypeFromBuffer(head);
            let contentType = detected?.mime as string | undefined;
            if (contentType === 'application/x-cfb' && /\.doc$/i.test(name)) contentType = 'application/msword';
            if (!contentType || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(contentType)) throw wrongFormat();
            return contentType;
          },
        });
        fileName = name;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw fail(error);
  }
  if (!file) throw missing();
  return { key: file.key, size: file.size, contentType: file.contentType, fileName: nameMatchingType(safeFileName(fileName), file.contentType), fields };
}

/** The extensions each stored format may carry; the first is the one given to a name that has none of them. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/**
 * The file name with an extension that says what the bytes are: a PDF sent as `invoice.exe` is
 * kept as `invoice.pdf` (whoever downloads it, and their system, go by the name), and one with no
 * extension gets one. Names already right stay as they are.
 */
function nameMatchingType(fileName: string, contentType: string): string {
  const allowed = EXTENSIONS[contentType];
  if (!allowed) return fileName;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (allowed.includes(extension)) return fileName;
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 250) || 'document';
  return `${stem}.${allowed[0]}`;
}

/** The last path segment, without control characters, at most 255 characters; never empty. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return base || 'document';
}
