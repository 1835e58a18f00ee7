import { eq } from 'drizzle-orm';
import type { Exercise, Score } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { exerciseCheckAttempts } from '../../db/schema.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createPlace, exerciseInputs, signIn, uploadPicture, type Tokens } from '../../test/structure-kit.js';

describe.each(DATABASES)('checking answers on %s', (kind) => {
  const t = useTestApp(kind, { config: { checkRateLimitMax: 3 } });
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  async function trueFalse(): Promise<{ url: string; id: string }> {
    const place = await createPlace(t, tokens.teacher);
    const created = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: exerciseInputs(await uploadPicture(t, tokens.teacher)).true_false });
    const exercise = body<{ data: Exercise }>(created).data;
    return { url: `${place.exercisesUrl}/${exercise.id}/check`, id: exercise.id };
  }
  const attempts = (exerciseId: string) => t.app.db.system.select().from(exerciseCheckAttempts).where(eq(exerciseCheckAttempts.exerciseId, exerciseId));

  it('refuses a student (403): their answers are scored when the classroom saves them, so the key cannot be probed', async () => {
    const exercise = await trueFalse();
    for (const answer of [{ items: [true, true] }, { items: [false, false] }, { items: [true, false] }]) {
      const response = await t.request('POST', exercise.url, { token: tokens.student, lang: 'en', body: answer });
      expect(response.statusCode).toBe(403);
      expect(body<ApiError>(response)).not.toHaveProperty('data');
    }
    expect(await attempts(exercise.id)).toEqual([]);
  });

  it("records every staff check (who, score, when) and limits each person's checks a minute (429)", async () => {
    const exercise = await trueFalse();
    const check = (token: string, items: boolean[]) => t.request('POST', exercise.url, { token, lang: 'en', body: { items } });
    const scores: Score[] = [];
    for (const items of [[true, false], [true, true], [false, false]]) {
      const response = await check(tokens.teacher, items);
      expect(response.statusCode).toBe(200);
      scores.push(body<{ data: Score }>(response).data);
    }
    const limited = await check(tokens.teacher, [true, false]);
    expect(limited.statusCode).toBe(429);
    // Someone else's limit is their own.
    expect((await check(tokens.admin, [true, false])).statusCode).toBe(200);

    const teacherId = body<{ data: { user: { id: string } } }>(await t.request('GET', '/tenant/auth/profile', { token: tokens.teacher })).data.user.id;
    const recorded = await attempts(exercise.id);
    expect(recorded).toHaveLength(4);
    expect(recorded.filter((row) => row.userId === teacherId).map((row) => ({ correct: row.correct, total: row.total }))).toEqual(
      expect.arrayContaining(scores.map((score) => ({ correct: score.correct, total: score.total }))),
    );
  });
});
