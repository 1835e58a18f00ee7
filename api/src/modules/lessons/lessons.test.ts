import type { ApiError, Course, Lesson, Section } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createCourse, createLesson, createLessonSection, createSection, exerciseInputs, openLessonTo, lessonSectionsUrl, lessonsUrl, sectionsUrl, signIn, type Tokens } from '../../test/structure-kit.js';

type One = { data: Lesson };
type Many = { data: Lesson[] };

describe.each(DATABASES)('lessons on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const list = async (section: Section, token = tokens.admin) => body<Many>(await t.request('GET', lessonsUrl(section), { token })).data;
  const names = async (section: Section) => (await list(section)).map((lesson) => [lesson.name, lesson.position]);

  it('creates lessons at the end, reads, updates and deletes them (positions stay dense)', async () => {
    const course = await createCourse(t, tokens.admin);
    const section = await createSection(t, tokens.admin, course.id);
    const first = await createLesson(t, tokens.teacher, section, 'First');
    const second = await createLesson(t, tokens.admin, section, 'Second');
    const third = await createLesson(t, tokens.admin, section, 'Third');
    expect(first).toMatchObject({ courseId: course.id, sectionId: section.id, name: 'First', description: '', position: 0 });
    expect([second.position, third.position]).toEqual([1, 2]);
    expect((await t.request('GET', `${lessonsUrl(section)}/${second.id}`, { token: tokens.student })).statusCode).toBe(404);
    await openLessonTo(t, tokens.admin, tokens.student, first.id);
    const read = await t.request('GET', `${lessonsUrl(section)}/${second.id}`, { token: tokens.student });
    expect(body<One>(read).data).toEqual(second);
    expect((await list(section, tokens.student)).map((lesson) => lesson.id)).toEqual([first.id, second.id, third.id]);

    const put = await t.request('PUT', `${lessonsUrl(section)}/${second.id}`, { token: tokens.teacher, body: { name: 'Renamed', description: 'New words' } });
    expect(body<One>(put).data).toMatchObject({ id: second.id, name: 'Renamed', description: 'New words', position: 1 });
    expect((await t.request('DELETE', `${lessonsUrl(section)}/${first.id}`, { token: tokens.admin })).statusCode).toBe(204);
    expect(await names(section)).toEqual([
      ['Renamed', 0],
      ['Third', 1],
    ]);
    const gone = await t.request('GET', `${lessonsUrl(section)}/${first.id}`, { token: tokens.admin, lang: 'en' });
    expect(gone.statusCode).toBe(404);
    expect(body<ApiError>(gone).message).toBe('Lesson not found');
  });

  it('answers 400 with field errors for each rule', async () => {
    const course = await createCourse(t, tokens.admin);
    const section = await createSection(t, tokens.admin, course.id);
    const lesson = await createLesson(t, tokens.admin, section);
    for (const [payload, fieldErrors] of [
      [{ name: '' }, { name: ['This field is required'] }],
      [{ name: 'x' }, { name: ['Must be at least 2 characters'] }],
      [{ name: 'Fine', description: 'x'.repeat(501) }, { description: ['Must be at most 500 characters'] }],
    ] as const) {
      for (const [method, url] of [
        ['POST', lessonsUrl(section)],
        ['PUT', `${lessonsUrl(section)}/${lesson.id}`],
      ] as const) {
        const response = await t.request(method, url, { token: tokens.admin, body: payload, lang: 'en' });
        expect(response.statusCode).toBe(400);
        expect(body<ApiError>(response).fieldErrors).toEqual(fieldErrors);
      }
    }
    const move = await t.request('PATCH', `${lessonsUrl(section)}/${lesson.id}/move`, { token: tokens.admin, body: { sectionId: 'x', position: 'first' }, lang: 'en' });
    expect(Object.keys(body<ApiError>(move).fieldErrors ?? {}).sort()).toEqual(['position', 'sectionId']);
    const copy = await t.request('POST', `${lessonsUrl(section)}/${lesson.id}/copy`, { token: tokens.admin, body: { courseId: course.id } });
    expect(Object.keys(body<ApiError>(copy).fieldErrors ?? {})).toEqual(['sectionId']);
    expect((await list(section)).map((each) => each.name)).toEqual(['Lesson one']);
  });

  it('moves a lesson to a position of another section of the course, and within its own', async () => {
    const course = await createCourse(t, tokens.admin);
    const from = await createSection(t, tokens.admin, course.id, 'From');
    const to = await createSection(t, tokens.admin, course.id, 'To');
    const [a, b] = [await createLesson(t, tokens.admin, from, 'Alpha'), await createLesson(t, tokens.admin, from, 'Beta')];
    await createLesson(t, tokens.admin, to, 'Gamma');
    await createLesson(t, tokens.admin, to, 'Delta');
    const moved = await t.request('PATCH', `${lessonsUrl(from)}/${a.id}/move`, { token: tokens.teacher, body: { sectionId: to.id, position: 1 } });
    expect(moved.statusCode).toBe(200);
    expect(body<One>(moved).data).toMatchObject({ id: a.id, sectionId: to.id, position: 1 });
    expect(await names(from)).toEqual([['Beta', 0]]);
    expect(await names(to)).toEqual([
      ['Gamma', 0],
      ['Alpha', 1],
      ['Delta', 2],
    ]);
    // Within its section, and a position past the end means the end.
    await t.request('PATCH', `${lessonsUrl(to)}/${a.id}/move`, { token: tokens.admin, body: { position: 99 } });
    expect((await names(to)).map(([name]) => name)).toEqual(['Gamma', 'Delta', 'Alpha']);
    // Another course's section is not a target.
    const elsewhere = await createSection(t, tokens.admin, (await createCourse(t, tokens.admin)).id);
    const refused = await t.request('PATCH', `${lessonsUrl(to)}/${a.id}/move`, { token: tokens.admin, body: { sectionId: elsewhere.id, position: 0 } });
    expect(refused.statusCode).toBe(404);
    expect(body<ApiError>(refused).fieldErrors).toHaveProperty('sectionId');
    expect((await names(to)).map(([name]) => name)).toEqual(['Gamma', 'Delta', 'Alpha']);
    expect(b.sectionId).toBe(from.id);
  });

  it('reorders, all or nothing', async () => {
    const course = await createCourse(t, tokens.admin);
    const section = await createSection(t, tokens.admin, course.id);
    const [a, b, c] = [await createLesson(t, tokens.admin, section, 'Alpha'), await createLesson(t, tokens.admin, section, 'Beta'), await createLesson(t, tokens.admin, section, 'Gamma')];
    const response = await t.request('PATCH', `${lessonsUrl(section)}/reorder`, {
      token: tokens.admin,
      body: { items: [{ id: c.id, position: 0 }, { id: a.id, position: 1 }, { id: b.id, position: 2 }] },
    });
    expect(body<Many>(response).data.map((lesson) => lesson.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
    const otherSection = await createSection(t, tokens.admin, course.id);
    const stranger = await createLesson(t, tokens.admin, otherSection);
    const refused = await t.request('PATCH', `${lessonsUrl(section)}/reorder`, {
      token: tokens.admin,
      body: { items: [{ id: a.id, position: 0 }, { id: stranger.id, position: 1 }] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(section)).map((lesson) => lesson.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('duplicates right after with the suffix, and copies to a section of another own course, deeply', async () => {
    const course = await createCourse(t, tokens.admin);
    const section = await createSection(t, tokens.admin, course.id);
    const lesson = await createLesson(t, tokens.admin, section, 'Verbs');
    const after = await createLesson(t, tokens.admin, section, 'After');
    const lessonSection = await createLessonSection(t, tokens.admin, lesson);
    await createLessonSection(t, tokens.admin, lesson, true);
    await t.request('POST', `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises`, { token: tokens.admin, body: exerciseInputs('').word_order });

    const duplicate = await t.request('POST', `${lessonsUrl(section)}/${lesson.id}/duplicate`, { token: tokens.admin });
    expect(duplicate.statusCode).toBe(201);
    const copy = body<One>(duplicate).data;
    expect(copy).toMatchObject({ name: 'Verbs (копія)', position: 1, sectionId: section.id });
    expect((await list(section)).map((each) => each.id)).toEqual([lesson.id, copy.id, after.id]);
    const copiedSections = body<{ data: { id: string; isHomework: boolean }[] }>(await t.request('GET', lessonSectionsUrl(copy), { token: tokens.admin })).data;
    expect(copiedSections.map((each) => each.isHomework)).toEqual([false, true]);
    const copiedExercises = body<{ data: { type: string }[] }>(
      await t.request('GET', `${lessonSectionsUrl(copy)}/${copiedSections[0]?.id}/exercises`, { token: tokens.admin }),
    ).data;
    expect(copiedExercises.map((each) => each.type)).toEqual(['word_order']);

    const target = await createSection(t, tokens.admin, (await createCourse(t, tokens.admin, 'Target')).id, 'Target section');
    const copied = await t.request('POST', `${lessonsUrl(section)}/${lesson.id}/copy`, { token: tokens.teacher, body: { courseId: target.courseId, sectionId: target.id } });
    expect(copied.statusCode).toBe(201);
    expect(body<One>(copied).data).toMatchObject({ name: 'Verbs', sectionId: target.id, courseId: target.courseId, position: 0 });
    // The section must belong to the course named with it.
    const mismatch = await t.request('POST', `${lessonsUrl(section)}/${lesson.id}/copy`, { token: tokens.admin, body: { courseId: course.id, sectionId: target.id } });
    expect(mismatch.statusCode).toBe(404);
    expect((await list(target)).map((each) => each.name)).toEqual(['Verbs']);
  });

  it('answers 401, 403 to a member and on library writes, 404 to another school, changing nothing', async () => {
    const course = await createCourse(t, tokens.admin);
    const section = await createSection(t, tokens.admin, course.id);
    const lesson = await createLesson(t, tokens.admin, section);
    const url = `${lessonsUrl(section)}/${lesson.id}`;
    const writes = (token: string) => [
      t.request('POST', lessonsUrl(section), { token, body: { name: 'New one' } }),
      t.request('PUT', url, { token, body: { name: 'Renamed' } }),
      t.request('DELETE', url, { token }),
      t.request('POST', `${url}/duplicate`, { token }),
      t.request('POST', `${url}/copy`, { token, body: { courseId: course.id, sectionId: section.id } }),
      t.request('PATCH', `${url}/move`, { token, body: { position: 0 } }),
      t.request('PATCH', `${lessonsUrl(section)}/reorder`, { token, body: { items: [{ id: lesson.id, position: 0 }] } }),
    ];
    for (const response of await Promise.all(writes(tokens.student))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all([...writes(''), t.request('GET', lessonsUrl(section)), t.request('GET', url)])) expect(response.statusCode).toBe(401);
    for (const response of await Promise.all([...writes(tokens.other), t.request('GET', lessonsUrl(section), { token: tokens.other }), t.request('GET', url, { token: tokens.other })])) {
      expect(response.statusCode).toBe(404);
    }
    expect(await list(section)).toEqual([lesson]);

    const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
    const librarySection = body<{ data: Section[] }>(await t.request('GET', sectionsUrl(library.id), { token: tokens.admin })).data[0] as Section;
    const libraryLesson = librarySection.lessons[0] as Lesson;
    const libraryUrl = `${lessonsUrl(librarySection)}/${libraryLesson.id}`;
    for (const response of [
      await t.request('POST', lessonsUrl(librarySection), { token: tokens.admin, body: { name: 'New one' } }),
      await t.request('PUT', libraryUrl, { token: tokens.admin, body: { name: 'Renamed' } }),
      await t.request('DELETE', libraryUrl, { token: tokens.admin }),
      await t.request('POST', `${libraryUrl}/duplicate`, { token: tokens.admin }),
      await t.request('PATCH', `${libraryUrl}/move`, { token: tokens.admin, body: { position: 1 } }),
      await t.request('POST', `${url}/copy`, { token: tokens.admin, body: { courseId: library.id, sectionId: librarySection.id } }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    // Copying out of a library into an own course is allowed.
    const out = await t.request('POST', `${libraryUrl}/copy`, { token: tokens.admin, body: { courseId: course.id, sectionId: section.id } });
    expect(out.statusCode).toBe(201);
    expect(body<{ data: Lesson[] }>(await t.request('GET', lessonsUrl(librarySection), { token: tokens.admin })).data[0]).toEqual(libraryLesson);
  });
});
