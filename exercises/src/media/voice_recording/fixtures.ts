import type { MediaFixtures } from '../../fixture.js';

const type = 'voice_recording';
const base = { type, title: 'About me', instruction: 'Say your name, your age and where you live.' } as const;
export const RECORDING = '/tenant/files/3e9a1c55-0b2d-4f7e-8a61-9c3b2d1e0f45';

export const voiceRecordingFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a minute to speak', input: { ...base, duration: 60 } },
    { name: 'the shortest limit, without a title', input: { ...base, title: '', duration: 5 } },
    { name: 'the longest limit', input: { ...base, duration: 600 } },
  ],
  invalid: [
    { name: 'no duration', input: { ...base }, issues: [{ path: ['duration'], message: 'exercise.durationRange' }] },
    { name: 'under 5 seconds', input: { ...base, duration: 4 }, issues: [{ path: ['duration'], message: 'exercise.durationRange' }] },
    { name: 'over 10 minutes', input: { ...base, duration: 601 }, issues: [{ path: ['duration'], message: 'exercise.durationRange' }] },
    { name: 'a fraction of a second', input: { ...base, duration: 30.5 }, issues: [{ path: ['duration'], message: 'exercise.durationRange' }] },
    { name: 'a number as text', input: { ...base, duration: '60' }, issues: [{ path: ['duration'], message: 'exercise.durationRange' }] },
    { name: 'a field of another type', input: { ...base, duration: 60, audio: RECORDING }, issues: [{ path: [], message: 'exercise.unknownField' }] },
  ],
};
