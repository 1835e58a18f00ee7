import { defineAnsweredMedia } from '../../definition.js';
import { voiceRecordingAnswer } from './answer.js';
import { voiceRecordingContent } from './content.js';
import { voiceRecordingStudent, voiceRecordingToStudent } from './student.js';
export { RECORDING_MAX_BYTES, VOICE_DURATION_MAX, VOICE_DURATION_MIN } from './content.js';

/** A spoken answer: nothing to score, the recording is kept for the teacher (an answered media type). */
export const voiceRecording = defineAnsweredMedia({
  type: 'voice_recording',
  content: voiceRecordingContent,
  answer: voiceRecordingAnswer,
  student: voiceRecordingStudent,
  toStudent: voiceRecordingToStudent,
});
