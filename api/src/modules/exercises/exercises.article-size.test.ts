import { eq } from 'drizzle-orm';
import { ARTICLE_TEXT_MAX, type Exercise } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { exercises } from '../../db/schema.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createPlace, signIn, type Tokens } from '../../test/structure-kit.js';

type WithExercises = { data: { exercises: Array<{ id: string; article?: { text: string } }> } };

describe.each(DATABASES)('rich articles that grow when sanitised on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  // Within the limit as sent; every `&` becomes `&amp;` and every link gains target and rel once sanitised.
  const growing = `<p>${'&'.repeat(ARTICLE_TEXT_MAX - 100)}</p>`;
  const article = (text: string) => ({ type: 'article', title: 'Reading', instruction: '', article: { format: 'rich', text } });

  it('refuses with 400 and the limit in words when the sanitised text is over the limit, on create and on update', async () => {
    const place = await createPlace(t, tokens.teacher);
    const created = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, lang: 'en', body: article(growing) });
    expect({ status: created.statusCode, errors: body<ApiError>(created).fieldErrors }).toEqual({
      status: 400,
      errors: { article: ['The article is too long: at most 60 000 characters'] },
    });

    const small = body<{ data: Exercise }>(await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: article('<p>Short & sweet</p>') })).data;
    const links = `<p>${'<a href="https://example.com">x</a>'.repeat(Math.floor((ARTICLE_TEXT_MAX - 10) / 35))}</p>`;
    const updated = await t.request('PUT', `${place.exercisesUrl}/${small.id}`, { token: tokens.teacher, lang: 'uk', body: article(links) });
    expect(updated.statusCode).toBe(400);
    expect(body<ApiError>(updated).fieldErrors).toEqual({ article: ['Стаття задовга: щонайбільше 60 000 символів'] });

    const read = await t.request('GET', place.exercisesUrl.replace(/\/exercises$/, ''), { token: tokens.teacher });
    expect(read.statusCode).toBe(200);
  });

  it('reads an article stored over the limit (before the check) cut to the limit instead of answering 500', async () => {
    const place = await createPlace(t, tokens.teacher);
    const small = body<{ data: Exercise }>(await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: article('<p>Short</p>') })).data;
    const stored = `<p><strong>${'&amp;'.repeat(ARTICLE_TEXT_MAX / 4)}</strong></p>`;
    await t.app.db.system.update(exercises).set({ content: { article: { format: 'rich', text: stored } } }).where(eq(exercises.id, small.id));

    for (const token of [tokens.teacher, tokens.admin]) {
      const section = await t.request('GET', place.exercisesUrl.replace(/\/exercises$/, ''), { token });
      expect(section.statusCode).toBe(200);
      const [exercise] = body<WithExercises>(section).data.exercises;
      expect(exercise?.article?.text.length).toBeLessThanOrEqual(ARTICLE_TEXT_MAX);
      expect(exercise?.article?.text).toMatch(/^<p><strong>&amp;&amp;.*<\/strong><\/p>$/);
      expect((await t.request('GET', `${place.exercisesUrl}/${small.id}`, { token })).statusCode).toBe(200);
    }
  });
});
