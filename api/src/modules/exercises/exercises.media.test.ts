import { EMBED_FRAME_ORIGINS, MEDIA_TYPES, type Exercise, type ExerciseInput, type MediaType, type StudentExercise } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createPlace, lessonSectionsUrl, openLessonTo, signIn, type Place, type Tokens } from '../../test/structure-kit.js';

const HIDDEN_TEXT = 'Teacher only: the answers are in the blue folder';

/** Media types whose content names no uploaded file (those have their own tests). */
type TextMediaType = Exclude<MediaType, 'image' | 'image_set' | 'gif' | 'audio' | 'pdf'>;
/** One body of each of them, the note hidden from students. */
const MEDIA_INPUTS: Record<TextMediaType, ExerciseInput> = {
  video: { type: 'video', title: 'Greetings', instruction: 'Watch', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  wordlist: { type: 'wordlist', title: 'Family words', instruction: '', words: [{ word: 'mother', translation: 'мама' }] },
  article: { type: 'article', title: 'My family', instruction: '', article: { format: 'rich', text: '<h2>My family</h2><p>I have <strong>two</strong> brothers.</p>' } },
  notify: { type: 'notify', title: '', instruction: '', text: HIDDEN_TEXT, color: 'red', visibleToStudent: false },
  voice_recording: { type: 'voice_recording', title: 'About me', instruction: 'Say who you are', duration: 90 },
  external_link: { type: 'external_link', title: 'Read more', instruction: '', link: 'https://example.org/grammar', label: 'Grammar' },
  streamable: { type: 'streamable', title: '', instruction: '', link: 'https://streamable.com/moo7x' },
  wordwall_integration: { type: 'wordwall_integration', title: 'Game', instruction: '', link: 'https://wordwall.net/resource/1234567/animals' },
  quizlet_integration: { type: 'quizlet_integration', title: 'Cards', instruction: '', link: 'https://quizlet.com/512345678/family/' },
  learningapps_integration: { type: 'learningapps_integration', title: 'App', instruction: '', link: 'https://learningapps.org/1234567' },
  miro_integration: { type: 'miro_integration', title: 'Board', instruction: '', link: 'https://miro.com/app/board/uXjVOa1B2c3=/' },
  figma: { type: 'figma', title: 'Design', instruction: '', link: 'https://www.figma.com/design/AbCdEf1234567890/Cards' },
};

describe.each(DATABASES)('media exercises on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const create = async (place: Place, input: ExerciseInput) => {
    const response = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: input });
    if (response.statusCode !== 201) throw new Error(`${input.type}: ${response.statusCode} ${response.body}`);
    return body<{ data: Exercise }>(response).data;
  };

  it('creates one of each media type (title optional) and staff read them whole, the hidden note too', async () => {
    const place = await createPlace(t, tokens.teacher);
    const types = MEDIA_TYPES.filter((type): type is TextMediaType => type in MEDIA_INPUTS);
    for (const type of types) await create(place, MEDIA_INPUTS[type]);
    const all = body<{ data: Exercise[] }>(await t.request('GET', place.exercisesUrl, { token: tokens.teacher })).data;
    expect(all.map((exercise) => exercise.type)).toEqual(types);
    expect(all.find((exercise) => exercise.type === 'notify')).toMatchObject({ text: HIDDEN_TEXT, color: 'red', visibleToStudent: false, title: '' });
  });

  it('never gives a student a note hidden from them: not in lists, not on its own, not through the checker', async () => {
    const place = await createPlace(t, tokens.teacher);
    const shown = await create(place, { type: 'notify', title: '', instruction: '', text: 'Bring your books', color: 'green', visibleToStudent: true });
    const hidden = await create(place, MEDIA_INPUTS.notify);
    const video = await create(place, MEDIA_INPUTS.video);
    await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
    const lessonSectionUrl = `${lessonSectionsUrl(place.lesson)}/${place.lessonSection.id}`;

    const list = await t.request('GET', place.exercisesUrl, { token: tokens.student });
    expect(list.body).not.toContain(HIDDEN_TEXT);
    expect(list.body).not.toContain('visibleToStudent');
    expect(body<{ data: StudentExercise[] }>(list).data.map((exercise) => exercise.id)).toEqual([shown.id, video.id]);
    expect(body<{ data: StudentExercise[] }>(list).data[0]).toEqual({
      id: shown.id,
      lessonSectionId: place.lessonSection.id,
      position: 0,
      type: 'notify',
      title: '',
      instruction: '',
      text: 'Bring your books',
      color: 'green',
    });

    const section = await t.request('GET', lessonSectionUrl, { token: tokens.student });
    expect(section.statusCode).toBe(200);
    expect(section.body).not.toContain(HIDDEN_TEXT);
    expect(body<{ data: { exercises: StudentExercise[] } }>(section).data.exercises.map((exercise) => exercise.id)).toEqual([shown.id, video.id]);

    const one = await t.request('GET', `${place.exercisesUrl}/${hidden.id}`, { token: tokens.student });
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain(HIDDEN_TEXT);
    // Students check nothing on request (403 whatever the exercise), so the note's existence does not leak either.
    expect((await t.request('POST', `${place.exercisesUrl}/${hidden.id}/check`, { token: tokens.student, body: {} })).statusCode).toBe(403);

    // Staff still get it, in its place.
    const staff = body<{ data: Exercise[] }>(await t.request('GET', place.exercisesUrl, { token: tokens.teacher })).data;
    expect(staff.map((exercise) => exercise.id)).toEqual([shown.id, hidden.id, video.id]);
  });

  it('refuses a link off the type\'s sites with a field error that names the sites that work', async () => {
    const place = await createPlace(t, tokens.teacher);
    const cases: Array<[ExerciseInput | Record<string, unknown>, string, RegExp]> = [
      [{ ...MEDIA_INPUTS.video, link: 'https://www.dailymotion.com/video/x7tgad0' }, 'exercise.videoLink', /YouTube or Vimeo/],
      [{ ...MEDIA_INPUTS.video, link: 'javascript:alert(1)' }, 'exercise.videoLink', /YouTube or Vimeo/],
      [{ ...MEDIA_INPUTS.miro_integration, link: 'https://miro.com.evil.example/app/board/x=/' }, 'exercise.miroLink', /Miro board/],
      [{ ...MEDIA_INPUTS.figma, link: 'https://www.figma.com/community/file/1' }, 'exercise.figmaLink', /Figma/],
      [{ ...MEDIA_INPUTS.external_link, link: 'data:text/html,hi' }, 'exercise.webLink', /http:\/\/ or https:\/\//],
    ];
    for (const [payload, code, text] of cases) {
      const response = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: payload, lang: 'en' });
      const error = body<ApiError>(response);
      expect({ status: response.statusCode, code: error.code, fields: Object.keys(error.fieldErrors ?? {}) }).toEqual({ status: 400, code, fields: ['link'] });
      expect(error.fieldErrors?.link?.[0]).toMatch(text);
    }
    const colour = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { ...MEDIA_INPUTS.notify, color: 'red;x:y' }, lang: 'uk' });
    expect(colour.statusCode).toBe(400);
    expect(body<ApiError>(colour).fieldErrors?.color?.[0]).toBe('Виберіть один із кольорів палітри');
    expect(body<{ data: Exercise[] }>(await t.request('GET', place.exercisesUrl, { token: tokens.teacher })).data).toEqual([]);
  });

  it('stores rich article text sanitised against the allowlist, and refuses one with nothing left to read', async () => {
    const place = await createPlace(t, tokens.teacher);
    const text =
      '<h1 onclick="steal()">Family</h1><p style="color:red">I have <strong>two</strong> <a href="javascript:alert(1)">brothers</a> and <a href="https://example.org/x">a sister</a>.</p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><table><tbody><tr><th>Name</th></tr><tr><td colspan="2">Taras</td></tr></tbody></table>';
    const created = await create(place, { type: 'article', title: '', instruction: '', article: { format: 'rich', text } });
    const stored =
      '<h2>Family</h2><p>I have <strong>two</strong> <a>brothers</a> and <a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">a sister</a>.</p>' +
      '<table><tbody><tr><th>Name</th></tr><tr><td colspan="2">Taras</td></tr></tbody></table>';
    expect(created).toMatchObject({ article: { format: 'rich', text: stored } });
    await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
    const read = body<{ data: StudentExercise }>(await t.request('GET', `${place.exercisesUrl}/${created.id}`, { token: tokens.student })).data;
    expect(read).toMatchObject({ article: { format: 'rich', text: stored } });

    const updated = await t.request('PUT', `${place.exercisesUrl}/${created.id}`, { token: tokens.teacher, body: { type: 'article', title: '', instruction: '', article: { format: 'rich', text: '<p onmouseover="x()">Hi</p><iframe src="https://evil.example"></iframe>' } } });
    expect(body<{ data: Exercise }>(updated).data).toMatchObject({ article: { text: '<p>Hi</p>' } });

    const empty = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { type: 'article', title: '', instruction: '', article: { format: 'rich', text: '<script>alert(1)</script>' } }, lang: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(body<ApiError>(empty).fieldErrors ?? {})).toEqual(['article']);
    // Plain text is text: stored as written, never read as markup.
    const plain = await create(place, { type: 'article', title: '', instruction: '', article: { format: 'plain', text: 'Use <b> for bold' } });
    expect(plain).toMatchObject({ article: { format: 'plain', text: 'Use <b> for bold' } });
  });

  it('answers 400 to a check of a type that is not scored', async () => {
    const place = await createPlace(t, tokens.teacher);
    const video = await create(place, MEDIA_INPUTS.video);
    const response = await t.request('POST', `${place.exercisesUrl}/${video.id}/check`, { token: tokens.teacher, body: { gaps: [] }, lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(body<ApiError>(response).code).toBe('exercise.notCheckable');
  });

  it('lets the site frame exactly the embed origins', async () => {
    const response = await t.request('GET', '/tenant/courses', { token: tokens.teacher });
    const policy = String(response.headers['content-security-policy']);
    const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(frameSrc.sort()).toEqual([...EMBED_FRAME_ORIGINS].sort());
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
