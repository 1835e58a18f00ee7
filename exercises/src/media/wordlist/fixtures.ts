import type { MediaFixtures } from '../../fixture.js';

const type = 'wordlist';
const base = { type, title: 'Family words', instruction: 'Learn the words' } as const;
const SOUND = '/tenant/files/0b6e6c2a-8c1d-4f5e-9a7b-3c2d1e0f9a8b';

export const wordlistFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'words, one with its sound',
      input: { ...base, words: [{ word: ' mother ', translation: 'мама', audio: SOUND }, { word: 'father', translation: 'тато' }] },
      parsed: { words: [{ word: 'mother', translation: 'мама', audio: SOUND }, { word: 'father', translation: 'тато' }] },
    },
    { name: 'a single word', input: { ...base, title: '', words: [{ word: 'sister', translation: 'сестра' }] } },
  ],
  invalid: [
    { name: 'no words', input: { ...base, words: [] }, issues: [{ path: ['words'], message: 'exercise.wordsMissing' }] },
    { name: 'a word without its translation', input: { ...base, words: [{ word: 'son', translation: ' ' }] }, issues: [{ path: ['words', 0, 'translation'], message: 'exercise.itemRequired' }] },
    { name: 'a sound from another site', input: { ...base, words: [{ word: 'son', translation: 'син', audio: 'https://evil.example/a.mp3' }] }, issues: [{ path: ['words', 0, 'audio'], message: 'exercise.audioInvalid' }] },
    { name: 'a script as a sound', input: { ...base, words: [{ word: 'son', translation: 'син', audio: 'javascript:alert(1)' }] }, issues: [{ path: ['words', 0, 'audio'], message: 'exercise.audioInvalid' }] },
    { name: 'more than 100 words', input: { ...base, words: Array.from({ length: 101 }, () => ({ word: 'a', translation: 'b' })) }, issues: [{ path: ['words'], message: 'exercise.tooMany' }] },
    { name: 'a foreign field', input: { ...base, words: [{ word: 'son', translation: 'син', correct: true }] }, issues: [{ path: ['words', 0], message: 'exercise.unknownField' }] },
  ],
};
