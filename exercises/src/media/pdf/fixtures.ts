import type { MediaFixtures } from '../../fixture.js';

const type = 'pdf';
const base = { type, title: 'Irregular verbs', instruction: 'Read the table before the lesson' } as const;
export const DOCUMENT = '/tenant/files/6d5c4b3a-2918-4f7e-8d6c-5b4a39281706';

export const pdfFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'an uploaded PDF', input: { ...base, file: ` ${DOCUMENT} ` }, parsed: { file: DOCUMENT } },
    { name: 'a PDF without title or instruction', input: { ...base, title: '', instruction: '', file: DOCUMENT } },
  ],
  invalid: [
    { name: 'no file', input: { ...base }, issues: [{ path: ['file'], message: 'exercise.pdfRequired' }] },
    { name: 'an empty file', input: { ...base, file: '  ' }, issues: [{ path: ['file'], message: 'exercise.pdfRequired' }] },
    { name: 'a PDF on another site', input: { ...base, file: 'https://evil.example/verbs.pdf' }, issues: [{ path: ['file'], message: 'exercise.pdfInvalid' }] },
    { name: 'a script address', input: { ...base, file: 'javascript:alert(1)' }, issues: [{ path: ['file'], message: 'exercise.pdfInvalid' }] },
    { name: 'a field of another type', input: { ...base, file: DOCUMENT, caption: 'x' }, issues: [{ path: [], message: 'exercise.unknownField' }] },
  ],
};
