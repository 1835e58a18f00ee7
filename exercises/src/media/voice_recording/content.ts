import * as z from 'zod/mini';

/** The shortest and longest recording a teacher may set, in seconds (EXERCISES.md: 5 to 600). */
export const VOICE_DURATION_MIN = 5;
export const VOICE_DURATION_MAX = 600;
/**
 * The largest recording the server takes (`POST files/recordings`): ten minutes of the
 * browsers' speech codecs (Opus at about 32 to 64 kbit/s, AAC at about 64 to 128 kbit/s) fit
 * in 10 MB with room to spare; the player refuses more before sending.
 */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;

const DURATION_RANGE = { error: 'exercise.durationRange' };

/**
 * `duration`: the longest recording in seconds, a whole number from 5 to 600. The player stops
 * recording there; anything else (a string, a fraction, out of range) is one message.
 */
export const voiceRecordingContent = {
  duration: z.int(DURATION_RANGE).check(z.minimum(VOICE_DURATION_MIN, DURATION_RANGE), z.maximum(VOICE_DURATION_MAX, DURATION_RANGE)),
};
