import { eq } from 'drizzle-orm';
import type { ApiError } from '@school/shared/contracts';
import { AppError } from '../../lib/app-error.js';
import { DATABASES, body, multipart, PNG_1PX, useTestApp, webmRecording as webm } from '../../test/harness.js';
import { createPlace, openLessonTo, signIn, type Tokens } from '../../test/structure-kit.js';
import { users } from '../users/index.js';
import { assertRecordingOfSchool } from './files.service.js';
import { removeUnreferencedRecordings } from './recording-cleanup.js';

/** An Ogg page with an Opus head, as Firefox's recorder starts its file. */
function oggOpus(): Buffer {
  const head = Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const page = Buffer.alloc(27);
  page.write('OggS', 0);
  page[5] = 0x02; // first page of the stream
  page[26] = 1; // one segment
  return Buffer.concat([page, Buffer.from([head.length]), head, Buffer.alloc(500)]);
}

/** An MP4 file type box (brand iso5, what Safari's recorder writes) and an empty media box. */
function mp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypiso5', 4);
  ftyp.writeUInt32BE(512, 12);
  ftyp.write('iso5mp41', 16);
  const mdat = Buffer.alloc(508);
  mdat.writeUInt32BE(508, 0);
  mdat.write('mdat', 4);
  return Buffer.concat([ftyp, mdat]);
}

type Stored = { data: { key: string; url: string; contentType: string; size: number } };

describe.each(DATABASES)('voice recording uploads on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const upload = (token: string | undefined, data: Buffer, name = 'recording.webm', type = 'audio/webm') =>
    t.request('POST', '/tenant/files/recordings', { token, lang: 'en', ...multipart('file', name, type, data) });

  it('takes a student\'s WebM recording by its content and serves it as audio', async () => {
    const response = await upload(tokens.student, webm());
    expect(response.statusCode).toBe(201);
    const stored = body<Stored>(response).data;
    expect(stored).toMatchObject({ contentType: 'audio/webm', size: webm().length, url: `/tenant/files/${stored.key}` });
    const served = await t.request('GET', stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/webm');
    expect(served.rawPayload.equals(webm())).toBe(true);
  });

  it('takes the Ogg and MP4 recordings of Firefox and Safari, from staff too', async () => {
    const ogg = await upload(tokens.student, oggOpus(), 'recording.ogg', 'audio/ogg');
    expect({ status: ogg.statusCode, type: body<Stored>(ogg).data.contentType }).toEqual({ status: 201, type: 'audio/ogg' });
    const m4 = await upload(tokens.teacher, mp4(), 'recording.mp4', 'audio/mp4');
    expect({ status: m4.statusCode, type: body<Stored>(m4).data.contentType }).toEqual({ status: 201, type: 'audio/mp4' });
    expect((await t.request('GET', body<Stored>(m4).data.url)).headers['content-type']).toBe('audio/mp4');
  });

  it('refuses no token, a file over 10 MB, other content under a recording\'s name and a broken or empty body', async () => {
    expect((await upload(undefined, webm())).statusCode).toBe(401);

    const tooLarge = await upload(tokens.student, webm(10 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(body<ApiError>(tooLarge).fieldErrors?.file).toEqual(['File size must not exceed 10 MB']);

    for (const disguised of [PNG_1PX, Buffer.from('not a recording at all, just text')]) {
      const refused = await upload(tokens.student, disguised);
      expect(refused.statusCode).toBe(415);
      expect(body<ApiError>(refused).fieldErrors?.file).toEqual(['Only voice recordings are allowed: WebM, Ogg or MP4 audio']);
    }

    const boundary = '----broken';
    const broken = await t.request('POST', '/tenant/files/recordings', {
      token: tokens.student,
      lang: 'en',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n`), webm(100)]),
    });
    expect(broken.statusCode).toBe(400);
    expect(body<ApiError>(broken).fieldErrors?.file).toEqual(['The file arrived broken or incomplete. Please upload it again']);

    const notMultipart = await t.request('POST', '/tenant/files/recordings', { token: tokens.student, lang: 'en', body: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    const otherField = await t.request('POST', '/tenant/files/recordings', { token: tokens.student, lang: 'en', ...multipart('audio', 'r.webm', 'audio/webm', webm()) });
    expect(body<ApiError>(otherField).fieldErrors?.file).toEqual(['Choose a file to upload']);
  });

  it('lets an answer name only a recording of its own school', async () => {
    const own = body<Stored>(await upload(tokens.student, webm())).data.url;
    const foreign = body<Stored>(await upload(tokens.other, webm())).data.url;
    const picture = body<Stored>(await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'p.png', 'image/png', PNG_1PX) })).data.url;
    const schoolOf = async (email: string) => (await t.app.db.system.select().from(users).where(eq(users.email, email)))[0]?.schoolId ?? '';
    const demo = await schoolOf('student@demo.test');
    const other = await schoolOf('admin@other.test');
    const problem = (schoolId: string, audio: string) =>
      t.app.db.inSchool(schoolId, (tx) => assertRecordingOfSchool(tx, schoolId, audio)).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error.fieldErrors : error),
      );

    expect(await problem(demo, own)).toBeNull();
    expect(await problem(other, foreign)).toBeNull();
    // Another school can neither point at the demo school's recording nor the other way round.
    expect(await problem(other, own)).toEqual({ audio: ['structure.recordingUnknown'] });
    expect(await problem(demo, foreign)).toEqual({ audio: ['structure.recordingUnknown'] });
    expect(await problem(demo, '/tenant/files/00000000-0000-4000-8000-000000000000')).toEqual({ audio: ['structure.recordingUnknown'] });
    expect(await problem(demo, 'https://evil.example/a.webm')).toEqual({ audio: ['structure.recordingUnknown'] });
    expect(await problem(demo, picture)).toEqual({ audio: ['validation.recordingOnly'] });
  });

  it('keeps a voice_recording exercise to a duration of 5 to 600 seconds and never scores it', async () => {
    const place = await createPlace(t, tokens.teacher, 'Voice');
    const post = (duration: unknown) =>
      t.request('POST', place.exercisesUrl, { token: tokens.teacher, lang: 'en', body: { type: 'voice_recording', title: '', instruction: 'Tell us about your day', duration } });
    for (const duration of [4, 601, 12.5, '60', null]) {
      const refused = await post(duration);
      expect({ duration, status: refused.statusCode, errors: body<ApiError>(refused).fieldErrors }).toEqual({
        duration,
        status: 400,
        errors: { duration: ['Set the longest recording from 5 to 600 seconds'] },
      });
    }
    const created = await post(120);
    expect(created.statusCode).toBe(201);
    const exercise = body<{ data: { id: string; duration: number } }>(created).data;
    expect(exercise.duration).toBe(120);
    // A student reads a lesson through a class that opens it (docs/decisions/lesson-access.md).
    await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
    const forStudent = await t.request('GET', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.student });
    expect(body<{ data: unknown }>(forStudent).data).toMatchObject({ type: 'voice_recording', duration: 120 });
    const recording = body<Stored>(await upload(tokens.student, webm())).data.url;
    const check = await t.request('POST', `${place.exercisesUrl}/${exercise.id}/check`, { token: tokens.teacher, lang: 'en', body: { audio: recording, seconds: 3 } });
    expect(check.statusCode).toBe(400);
    expect(body<ApiError>(check).message).toBe('This exercise is not scored: there is nothing to check');
  });
});

describe.each(DATABASES)('limits on voice recordings on %s', (kind) => {
  // Room for two small recordings per person; four uploads a minute.
  const t = useTestApp(kind, { config: { recordingQuotaBytes: 5000, recordingRateLimitMax: 4 } });
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });
  const upload = (token: string, lang = 'en') => t.request('POST', '/tenant/files/recordings', { token, lang, ...multipart('file', 'r.webm', 'audio/webm', webm()) });
  const hourFromNow = () => new Date(Date.now() + 3_600_000);

  it("keeps each person's recordings to a quota, frees it when the cleanup removes recordings nothing names, and limits uploads a minute", async () => {
    const first = body<Stored>(await upload(tokens.student)).data;
    const second = body<Stored>(await upload(tokens.student)).data;
    const full = await upload(tokens.student);
    expect({ status: full.statusCode, errors: body<ApiError>(full).fieldErrors }).toEqual({ status: 413, errors: { file: ['Your recordings use up all the space allowed. Please try again later'] } });
    // The quota is the student's own: staff still upload.
    expect((await upload(tokens.teacher)).statusCode).toBe(201);

    // A recording an exercise names stays; one nothing names goes once older than the grace period.
    const place = await createPlace(t, tokens.teacher);
    const named = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { type: 'audio', title: '', instruction: '', audio: { source: 'file', file: second.url } } });
    expect(named.statusCode).toBe(201);
    expect(await removeUnreferencedRecordings(t.app.db.system, t.app.storage, new Date(Date.now() - 3_600_000))).toEqual([]);
    const removed = await removeUnreferencedRecordings(t.app.db.system, t.app.storage, hourFromNow());
    expect(removed).toContain(first.key);
    expect(removed).not.toContain(second.key);
    expect((await t.request('GET', first.url)).statusCode).toBe(404);
    expect((await t.request('GET', second.url)).statusCode).toBe(200);

    // Room again, for one more (the fourth upload); then the per-minute limit answers 429 in the caller's language.
    expect((await upload(tokens.student)).statusCode).toBe(201);
    const limited = await upload(tokens.student, 'uk');
    expect(limited.statusCode).toBe(429);
    expect(body<ApiError>(limited).message).toBe('Забагато запитів. Зачекайте хвилину і спробуйте ще раз.');
  });

  it('never removes pictures, sounds or other files, however old', async () => {
    const picture = await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'p.png', 'image/png', PNG_1PX) });
    const url = body<Stored>(picture).data.url;
    await removeUnreferencedRecordings(t.app.db.system, t.app.storage, hourFromNow());
    expect((await t.request('GET', url)).statusCode).toBe(200);
  });
});
