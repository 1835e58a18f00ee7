import * as z from 'zod/mini';

export const voiceRecordingStudent = { duration: z.int() };
/** Nothing to hide: the student needs the longest duration to record. */
export const voiceRecordingToStudent = (content: { duration: number }) => ({ duration: content.duration });
