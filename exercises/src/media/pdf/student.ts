import * as z from 'zod/mini';

/** Nothing to hide: the student reads the same document. */
export const pdfStudent = { file: z.string() };
export const pdfToStudent = (content: { file: string }) => ({ file: content.file });
