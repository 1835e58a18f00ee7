import type { Exercise } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { DATABASES, body, multipart, PNG_1PX, useTestApp } from '../../test/harness.js';
import { wav } from '../../test/sounds.js';
import { createPlace, openLessonTo, signIn, uploadPicture, type Tokens } from '../../test/structure-kit.js';

type Stored = { data: { key: string; url: string; contentType: string; size: number } };

describe.each(DATABASES)('sound uploads and word lists on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const uploadSound = (token: string, data = wav(), name = 'mother.wav', type = 'audio/wav') =>
    t.request('POST', '/tenant/files/audio', { token, lang: 'en', ...multipart('file', name, type, data) });

  it('stores a sound by its content and serves it with its type', async () => {
    const response = await uploadSound(tokens.teacher);
    expect(response.statusCode).toBe(201);
    const stored = body<Stored>(response).data;
    expect(stored).toMatchObject({ contentType: 'audio/wav', size: 844, url: `/tenant/files/${stored.key}` });
    const served = await t.request('GET', stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.rawPayload.equals(wav())).toBe(true);
  });

  it('refuses a file over 10 MB, other content under a sound name, a missing file and a student', async () => {
    const big = Buffer.concat([wav(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadSound(tokens.teacher, big, 'long.wav');
    expect(tooLarge.statusCode).toBe(413);
    expect(body<ApiError>(tooLarge).fieldErrors?.file).toEqual(['File size must not exceed 10 MB']);

    const disguised = await uploadSound(tokens.teacher, PNG_1PX, 'song.mp3', 'audio/mpeg');
    expect(disguised.statusCode).toBe(415);
    expect(body<ApiError>(disguised).fieldErrors?.file).toEqual(['Only sound files are allowed: MP3, Ogg, WAV, M4A or FLAC']);

    const missing = await t.request('POST', '/tenant/files/audio', { token: tokens.teacher, lang: 'en', ...multipart('other', 'a.wav', 'audio/wav', wav()) });
    expect(missing.statusCode).toBe(400);
    expect(body<ApiError>(missing).fieldErrors?.file).toEqual(['Choose a file to upload']);

    expect((await uploadSound(tokens.student)).statusCode).toBe(403);
    // A picture upload still takes pictures only.
    const soundAsPicture = await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'a.png', 'image/png', wav()) });
    expect(soundAsPicture.statusCode).toBe(415);
  });

  it('keeps the audio type\'s file to a sound of the school and its link to a shared drive', async () => {
    const place = await createPlace(t, tokens.teacher);
    const sound = body<Stored>(await uploadSound(tokens.teacher)).data.url;
    const picture = await uploadPicture(t, tokens.teacher);
    const post = (audio: unknown) => t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { type: 'audio', title: 'Dialogue', instruction: '', audio, script: 'A: Hi!' }, lang: 'en' });
    const wrong = await post({ source: 'file', file: picture });
    expect({ status: wrong.statusCode, errors: body<ApiError>(wrong).fieldErrors }).toEqual({ status: 400, errors: { audio: ['Only sound files are allowed: MP3, Ogg, WAV, M4A or FLAC'] } });
    const link = await post({ source: 'link', url: 'https://example.org/a.mp3' });
    expect({ status: link.statusCode, errors: body<ApiError>(link).fieldErrors }).toEqual({ status: 400, errors: { audio: ['Paste a link to a Google Drive or Dropbox file shared by link'] } });
    const created = await post({ source: 'file', file: sound });
    expect(created.statusCode).toBe(201);
    const exercise = body<{ data: Exercise }>(created).data;
    expect(exercise).toMatchObject({ audio: { source: 'file', file: sound }, script: 'A: Hi!' });
    expect((await post({ source: 'link', url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view' })).statusCode).toBe(201);
    expect((await t.request('DELETE', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', sound)).statusCode).toBe(404);
    const policy = String((await t.request('GET', '/tenant/health')).headers['content-security-policy']);
    expect(policy).toContain("media-src 'self' blob: https://drive.google.com https://drive.usercontent.google.com https://www.dropbox.com https://dl.dropboxusercontent.com");
  });

  it('keeps a word list\'s sounds to sounds of the school, copies them with the exercise and deletes them with it', async () => {
    const place = await createPlace(t, tokens.teacher);
    const sound = body<Stored>(await uploadSound(tokens.teacher)).data.url;
    const picture = await uploadPicture(t, tokens.teacher);
    const foreign = body<Stored>(await uploadSound(tokens.other)).data.url;
    const list = (audio: string) => ({ type: 'wordlist', title: 'Family', instruction: '', words: [{ word: 'mother', translation: 'мама', audio }, { word: 'father', translation: 'тато' }] });

    for (const [audio, message] of [
      [foreign, 'Upload the sound first'],
      ['/tenant/files/00000000-0000-4000-8000-000000000000', 'Upload the sound first'],
      [picture, 'Only sound files are allowed: MP3, Ogg, WAV, M4A or FLAC'],
    ] as const) {
      const refused = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: list(audio), lang: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(body<ApiError>(refused).fieldErrors).toEqual({ words: [message] });
    }
    const outside = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: list('https://evil.example/a.mp3'), lang: 'en' });
    expect(outside.statusCode).toBe(400);

    const created = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: list(sound) });
    expect(created.statusCode).toBe(201);
    const exercise = body<{ data: Exercise & { words: Array<{ audio?: string }> } }>(created).data;
    expect(exercise.words[0]?.audio).toBe(sound);
    // A student reads a lesson through a class that opens it (docs/decisions/lesson-access.md).
    await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
    const forStudent = await t.request('GET', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.student });
    expect(body<{ data: { words: unknown[] } }>(forStudent).data.words).toEqual([{ word: 'mother', translation: 'мама', audio: sound }, { word: 'father', translation: 'тато' }]);

    const duplicate = body<{ data: Exercise & { words: Array<{ audio?: string }> } }>(await t.request('POST', `${place.exercisesUrl}/${exercise.id}/duplicate`, { token: tokens.teacher })).data;
    const copiedSound = duplicate.words[0]?.audio ?? '';
    expect(copiedSound).toMatch(/^\/tenant\/files\//);
    expect(copiedSound).not.toBe(sound);
    expect((await t.request('GET', copiedSound)).headers['content-type']).toBe('audio/wav');

    expect((await t.request('DELETE', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', sound)).statusCode).toBe(404);
    // The copy keeps its own sound.
    expect((await t.request('GET', copiedSound)).statusCode).toBe(200);
  });
});
