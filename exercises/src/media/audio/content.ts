import * as z from 'zod/mini';
import { contentObject, LONG_TEXT_MAX } from '../../exercise.js';
import { fileAddress } from '../files.js';
import { driveAudioOf } from './links.js';

const driveLink = () =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(2000, { error: 'validation.maxLength', abort: true }),
      z.refine((link: string) => driveAudioOf(link) !== null, { error: 'exercise.audioLink' }),
    );

/**
 * `audio: { source: 'file', file } | { source: 'link', url }` and `script` (the transcript, shown
 * on demand). A file is a sound uploaded with `POST files/audio` (at most 10 MB, checked by
 * content); a link is a Google Drive or Dropbox file shared by link (links.ts).
 */
export const audioContent = {
  audio: z.discriminatedUnion(
    'source',
    [
      contentObject({ source: z.literal('file'), file: fileAddress('exercise.audioRequired', 'exercise.audioInvalid') }),
      contentObject({ source: z.literal('link'), url: driveLink() }),
    ],
    { error: 'exercise.audioSource' },
  ),
  script: z._default(
    z.string().check(z.trim(), z.maxLength(LONG_TEXT_MAX, { error: 'exercise.textTooLong' })),
    '',
  ),
};
