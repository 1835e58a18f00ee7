import { defineMedia } from '../../definition.js';
import { audioContent } from './content.js';
import { audioStudent, audioToStudent } from './student.js';
export { AUDIO_LINK_ORIGINS, type DriveAudio, driveAudioOf } from './links.js';

export const audio = defineMedia({ type: 'audio', content: audioContent, student: audioStudent, toStudent: audioToStudent });
