import type { MediaFixtures } from '../../fixture.js';

const type = 'audio';
const base = { type, title: 'At the café', instruction: 'Listen and answer' } as const;
export const SOUND = '/tenant/files/5c4b3a29-1807-4f6e-9d5c-4b3a29180706';

export const audioFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'an uploaded file with its script', input: { ...base, audio: { source: 'file', file: SOUND }, script: ' A: Hello! B: Hi. ' }, parsed: { script: 'A: Hello! B: Hi.' } },
    { name: 'a Google Drive link', input: { ...base, audio: { source: 'link', url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing' } }, parsed: { script: '' } },
    { name: 'a Dropbox link', input: { ...base, title: '', audio: { source: 'link', url: 'https://www.dropbox.com/scl/fi/abc123xyz/dialogue.mp3?rlkey=k9x8y7z6w5&dl=0' } } },
  ],
  invalid: [
    { name: 'no audio', input: { ...base }, issues: [{ path: ['audio'], message: 'exercise.audioSource' }] },
    { name: 'an unknown source', input: { ...base, audio: { source: 'tape' } }, issues: [{ path: ['audio', 'source'], message: 'exercise.audioSource' }] },
    { name: 'no file uploaded', input: { ...base, audio: { source: 'file', file: '' } }, issues: [{ path: ['audio', 'file'], message: 'exercise.audioRequired' }] },
    { name: 'a file from another site', input: { ...base, audio: { source: 'file', file: 'https://evil.example/a.mp3' } }, issues: [{ path: ['audio', 'file'], message: 'exercise.audioInvalid' }] },
    { name: 'a link that is no shared drive', input: { ...base, audio: { source: 'link', url: 'https://example.org/a.mp3' } }, issues: [{ path: ['audio', 'url'], message: 'exercise.audioLink' }] },
    { name: 'a Drive folder', input: { ...base, audio: { source: 'link', url: 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp' } }, issues: [{ path: ['audio', 'url'], message: 'exercise.audioLink' }] },
    { name: 'a script over 5000 characters', input: { ...base, audio: { source: 'file', file: SOUND }, script: 'x'.repeat(5001) }, issues: [{ path: ['script'], message: 'exercise.textTooLong' }] },
  ],
};
