import type { Exercise } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { DATABASES, body, multipart, PNG_1PX, useTestApp } from '../../test/harness.js';
import { createPlace, openLessonTo, signIn, uploadPicture, type Tokens } from '../../test/structure-kit.js';

/** A one-page PDF with no text: enough for the server, which reads only the `%PDF-` header. */
function pdf(extra = 0): Buffer {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(extra, 0x20)]);
}

type Stored = { data: { key: string; url: string; contentType: string; size: number } };
type PdfExercise = Exercise & { file: string };

describe.each(DATABASES)('PDF uploads and the pdf type on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const uploadPdf = (token: string, data = pdf(), name = 'verbs.pdf', type = 'application/pdf') =>
    t.request('POST', '/tenant/files/pdf', { token, lang: 'en', ...multipart('file', name, type, data) });
  const storedUrl = async (token: string) => {
    const response = await uploadPdf(token);
    expect(response.statusCode).toBe(201);
    return body<Stored>(response).data.url;
  };

  it('stores a PDF by its content and serves it as application/pdf', async () => {
    // Declared as something else: the bytes decide.
    const response = await uploadPdf(tokens.teacher, pdf(), 'verbs.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const stored = body<Stored>(response).data;
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: pdf().length, url: `/tenant/files/${stored.key}` });
    const served = await t.request('GET', stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pdf())).toBe(true);
  });

  it('refuses a file over 10 MB, other content under a .pdf name, a missing file, a broken body and a student', async () => {
    const tooLarge = await uploadPdf(tokens.teacher, pdf(10 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(body<ApiError>(tooLarge).fieldErrors?.file).toEqual(['File size must not exceed 10 MB']);

    for (const disguised of [PNG_1PX, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.concat([Buffer.from('junk '), pdf()])]) {
      const refused = await uploadPdf(tokens.teacher, disguised, 'verbs.pdf', 'application/pdf');
      expect(refused.statusCode).toBe(415);
      expect(body<ApiError>(refused).fieldErrors?.file).toEqual(['Only PDF files are allowed']);
    }

    const missing = await t.request('POST', '/tenant/files/pdf', { token: tokens.teacher, lang: 'en', ...multipart('other', 'a.pdf', 'application/pdf', pdf()) });
    expect(missing.statusCode).toBe(400);
    expect(body<ApiError>(missing).fieldErrors?.file).toEqual(['Choose a file to upload']);

    const broken = await t.request('POST', '/tenant/files/pdf', {
      token: tokens.teacher,
      lang: 'en',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off'),
    });
    expect(broken.statusCode).toBe(400);

    expect((await uploadPdf(tokens.student)).statusCode).toBe(403);
    // The picture upload still takes pictures only.
    expect((await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'a.png', 'image/png', pdf()) })).statusCode).toBe(415);
  });

  it('keeps the pdf type to a PDF of the school, copies it with the exercise and deletes it with it', async () => {
    const place = await createPlace(t, tokens.teacher);
    const document = await storedUrl(tokens.teacher);
    const foreign = await storedUrl(tokens.other);
    const picture = await uploadPicture(t, tokens.teacher);
    const post = (file: string) => t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { type: 'pdf', title: 'Verbs', instruction: '', file }, lang: 'en' });

    for (const [file, message] of [
      [foreign, 'Upload the PDF first'],
      ['/tenant/files/00000000-0000-4000-8000-000000000000', 'Upload the PDF first'],
      [picture, 'Only PDF files are allowed'],
      ['https://evil.example/verbs.pdf', 'This is not the address of an uploaded PDF'],
      ['', 'Upload a PDF file'],
    ] as const) {
      const refused = await post(file);
      expect({ file, status: refused.statusCode, errors: body<ApiError>(refused).fieldErrors }).toEqual({ file, status: 400, errors: { file: [message] } });
    }
    // The other school's file is untouched by the refusal.
    expect((await t.request('GET', foreign)).statusCode).toBe(200);

    const created = await post(document);
    expect(created.statusCode).toBe(201);
    const exercise = body<{ data: PdfExercise }>(created).data;
    expect(exercise).toMatchObject({ type: 'pdf', title: 'Verbs', file: document });
    // A student reads a lesson through a class that opens it (docs/decisions/lesson-access.md).
    await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
    const forStudent = body<{ data: PdfExercise }>(await t.request('GET', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.student })).data;
    expect(forStudent).toMatchObject({ type: 'pdf', file: document });

    const duplicate = body<{ data: PdfExercise }>(await t.request('POST', `${place.exercisesUrl}/${exercise.id}/duplicate`, { token: tokens.teacher })).data;
    expect(duplicate.file).toMatch(/^\/tenant\/files\//);
    expect(duplicate.file).not.toBe(document);
    const copiedBytes = await t.request('GET', duplicate.file);
    expect(copiedBytes.headers['content-type']).toBe('application/pdf');
    expect(copiedBytes.rawPayload.equals(pdf())).toBe(true);

    const other = await createPlace(t, tokens.teacher, 'Other place');
    const copiedResponse = await t.request('POST', `${place.exercisesUrl}/${exercise.id}/copy`, { token: tokens.teacher, body: { lessonSectionId: other.lessonSection.id } });
    expect(copiedResponse.statusCode).toBe(201);
    const copied = body<{ data: PdfExercise }>(copiedResponse).data;
    expect(copied.file).not.toBe(document);
    expect(copied.file).not.toBe(duplicate.file);

    expect((await t.request('DELETE', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', document)).statusCode).toBe(404);
    // The copies keep their own documents.
    expect((await t.request('GET', duplicate.file)).statusCode).toBe(200);
    expect((await t.request('GET', copied.file)).statusCode).toBe(200);
  });

  it('lets the pdf.js worker run from the site under the policy', async () => {
    const policy = String((await t.request('GET', '/tenant/health')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
  });
});
