import * as z from 'zod/mini';
import { answerObject } from '../../exercise.js';
import { FILE_ADDRESS } from '../files.js';
import { VOICE_DURATION_MAX } from './content.js';

const ANSWER_INVALID = { error: 'exercise.answerInvalid' };

/**
 * `{ audio, seconds }`: the stored recording, named by the address `POST files/recordings`
 * answers (`/tenant/files/{key}`, the form every file field of the contract uses and what
 * `<audio src>` plays), and its length in seconds as the recorder measured it. The schema checks
 * the shape; that the file is a recording of the student's school is the server's check.
 */
export const voiceRecordingAnswer = answerObject({
  audio: z.string(ANSWER_INVALID).check(z.regex(FILE_ADDRESS, ANSWER_INVALID)),
  seconds: z.number(ANSWER_INVALID).check(z.minimum(0, ANSWER_INVALID), z.maximum(VOICE_DURATION_MAX, ANSWER_INVALID)),
});
