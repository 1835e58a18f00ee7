import type { ApiError, Course, Lesson, LessonSection, Section } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createCourse, createLesson, createLessonSection, createSection, exerciseInputs, openLessonTo, lessonSectionsUrl, sectionsUrl, signIn, type Tokens } from '../../test/structure-kit.js';

type Many = { data: LessonSection[] };
type WithExercises = { data: LessonSection & { exercises: Record<string, unknown>[] } };

describe.each(DATABASES)('lesson sections on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  async function lesson(): Promise<Lesson> {
    const course = await createCourse(t, tokens.admin);
    return createLesson(t, tokens.admin, await createSection(t, tokens.admin, course.id));
  }
  const list = async (of: Lesson, token = tokens.admin) => body<Many>(await t.request('GET', lessonSectionsUrl(of), { token })).data;
  const order = async (of: Lesson) => (await list(of)).map((each) => [each.id, each.position, each.isHomework]);

  it('creates sections at the end with the homework always last, and reads one with its exercises by position', async () => {
    const of = await lesson();
    const first = await createLessonSection(t, tokens.teacher, of);
    const homework = await createLessonSection(t, tokens.admin, of, true);
    const second = await createLessonSection(t, tokens.admin, of);
    expect(first).toMatchObject({ lessonId: of.id, isHomework: false, position: 0, exercises: [] });
    expect(second.position).toBe(1);
    expect(await order(of)).toEqual([
      [first.id, 0, false],
      [second.id, 1, false],
      [homework.id, 2, true],
    ]);
    const inputs = exerciseInputs('');
    const url = `${lessonSectionsUrl(of)}/${first.id}`;
    for (const input of [inputs.test, inputs.fill_in_gaps]) await t.request('POST', `${url}/exercises`, { token: tokens.admin, body: input });
    const read = await t.request('GET', url, { token: tokens.admin });
    expect(read.statusCode).toBe(200);
    const data = body<WithExercises>(read).data;
    expect(data).toMatchObject({ id: first.id, isHomework: false });
    expect(data.exercises.map((each) => [each.type, each.position])).toEqual([
      ['test', 0],
      ['fill_in_gaps', 1],
    ]);
    expect(data.exercises[0]).toHaveProperty('questions.0.answers.0.correct', true);
  });

  it('keeps one homework per lesson (409) and the homework last after reorder and update', async () => {
    const of = await lesson();
    const homework = await createLessonSection(t, tokens.admin, of, true);
    const a = await createLessonSection(t, tokens.admin, of);
    const b = await createLessonSection(t, tokens.admin, of);
    const second = await t.request('POST', lessonSectionsUrl(of), { token: tokens.admin, body: { isHomework: true }, lang: 'en' });
    expect(second.statusCode).toBe(409);
    expect(body<ApiError>(second)).toMatchObject({ message: 'This lesson already has a homework section', fieldErrors: { isHomework: ['This lesson already has a homework section'] } });
    const update = await t.request('PUT', `${lessonSectionsUrl(of)}/${a.id}`, { token: tokens.admin, body: { isHomework: true } });
    expect(update.statusCode).toBe(409);

    const reordered = await t.request('PATCH', `${lessonSectionsUrl(of)}/reorder`, {
      token: tokens.admin,
      body: { items: [{ id: homework.id, position: 0 }, { id: b.id, position: 1 }, { id: a.id, position: 2 }] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(body<Many>(reordered).data.map((each) => [each.id, each.position])).toEqual([
      [b.id, 0],
      [a.id, 1],
      [homework.id, 2],
    ]);
    // Turning the homework into a plain section frees the flag for another one.
    const plain = await t.request('PUT', `${lessonSectionsUrl(of)}/${homework.id}`, { token: tokens.admin, body: { isHomework: false } });
    expect(plain.statusCode).toBe(200);
    const flagged = await t.request('PUT', `${lessonSectionsUrl(of)}/${b.id}`, { token: tokens.admin, body: { isHomework: true } });
    expect(body<{ data: LessonSection }>(flagged).data).toMatchObject({ id: b.id, isHomework: true, position: 2 });
    expect((await list(of)).map((each) => each.id)).toEqual([a.id, homework.id, b.id]);
  });

  it('deletes a section with its exercises and closes the gap', async () => {
    const of = await lesson();
    const a = await createLessonSection(t, tokens.admin, of);
    const b = await createLessonSection(t, tokens.admin, of);
    await t.request('POST', `${lessonSectionsUrl(of)}/${a.id}/exercises`, { token: tokens.admin, body: exerciseInputs('').true_false });
    expect((await t.request('DELETE', `${lessonSectionsUrl(of)}/${a.id}`, { token: tokens.admin })).statusCode).toBe(204);
    expect(await order(of)).toEqual([[b.id, 0, false]]);
    const gone = await t.request('GET', `${lessonSectionsUrl(of)}/${a.id}`, { token: tokens.admin, lang: 'en' });
    expect(gone.statusCode).toBe(404);
    expect(body<ApiError>(gone).message).toBe('Lesson section not found');
  });

  it('answers 400 for bad bodies and ids', async () => {
    const of = await lesson();
    const a = await createLessonSection(t, tokens.admin, of);
    for (const [method, url, payload, field] of [
      ['POST', lessonSectionsUrl(of), { isHomework: 'yes' }, 'isHomework'],
      ['PUT', `${lessonSectionsUrl(of)}/${a.id}`, { isHomework: 1 }, 'isHomework'],
      ['PATCH', `${lessonSectionsUrl(of)}/reorder`, { items: [{ id: 'x', position: 0 }] }, 'items'],
      ['GET', `${lessonSectionsUrl(of)}/nope`, undefined, 'lessonSectionId'],
    ] as const) {
      const response = await t.request(method, url, { token: tokens.admin, body: payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(body<ApiError>(response).fieldErrors ?? {})).toEqual([field]);
    }
    expect(await order(of)).toEqual([[a.id, 0, false]]);
  });

  it('answers 401, 403 to a member and on library writes, 404 to another school and under a wrong parent', async () => {
    const of = await lesson();
    const a = await createLessonSection(t, tokens.admin, of);
    const url = `${lessonSectionsUrl(of)}/${a.id}`;
    const writes = (token: string) => [
      t.request('POST', lessonSectionsUrl(of), { token, body: {} }),
      t.request('PUT', url, { token, body: { isHomework: true } }),
      t.request('DELETE', url, { token }),
      t.request('PATCH', `${lessonSectionsUrl(of)}/reorder`, { token, body: { items: [{ id: a.id, position: 0 }] } }),
    ];
    for (const response of await Promise.all(writes(tokens.student))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all([...writes(''), t.request('GET', url), t.request('GET', lessonSectionsUrl(of))])) expect(response.statusCode).toBe(401);
    for (const response of await Promise.all([...writes(tokens.other), t.request('GET', url, { token: tokens.other }), t.request('GET', lessonSectionsUrl(of), { token: tokens.other })])) {
      expect(response.statusCode).toBe(404);
    }
    const stranger = await lesson();
    expect((await t.request('GET', `${lessonSectionsUrl(stranger)}/${a.id}`, { token: tokens.admin })).statusCode).toBe(404);
    expect(await order(of)).toEqual([[a.id, 0, false]]);

    const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
    const librarySection = body<{ data: Section[] }>(await t.request('GET', sectionsUrl(library.id), { token: tokens.admin })).data[0] as Section;
    const libraryLesson = librarySection.lessons[0] as Lesson;
    await openLessonTo(t, tokens.admin, tokens.student, libraryLesson.id);
    const libraryList = await list(libraryLesson, tokens.student);
    expect(libraryList.at(-1)?.isHomework).toBe(true);
    const libraryUrl = `${lessonSectionsUrl(libraryLesson)}/${libraryList[0]?.id}`;
    for (const response of [
      await t.request('POST', lessonSectionsUrl(libraryLesson), { token: tokens.admin, body: {} }),
      await t.request('PUT', libraryUrl, { token: tokens.admin, body: { isHomework: false } }),
      await t.request('DELETE', libraryUrl, { token: tokens.admin }),
      await t.request('PATCH', `${lessonSectionsUrl(libraryLesson)}/reorder`, { token: tokens.admin, body: { items: [{ id: libraryList[0]?.id, position: 1 }] } }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect(await list(libraryLesson)).toEqual(libraryList);
  });
});
