import * as z from 'zod/mini';
import {
  answerSchemaFor,
  checkAnswer,
  exerciseInputSchema,
  studentExerciseSchema,
  toStudentCopy,
  type Answer,
  type Exercise,
  type StudentExercise,
} from './contract.js';
import { LIST_MAX, LONG_TEXT_MAX } from './exercise.js';
import { fixtureExercise } from './fixture.js';
import { EXERCISE_FIXTURES } from './fixtures.js';
import type { CheckableType } from './types.js';

// A sanity check, not a benchmark: a lesson section of 50 exercises at the content limits goes
// through everything the API and the players do with it. No clock is read; the test's own
// timeout is the only bound, so a quadratic slip (or worse) shows as a failure, not as a flaky
// number.

const n = (count: number) => Array.from({ length: count }, (_, index) => index);
const sentence = (index: number) => `${n(100).map((word) => `w${index}x${word}`).join(' ')}`.slice(0, 500).trim();

/** The largest exercise of each type the content rules allow (lists of 100, texts at their limits). */
const LARGEST: Record<CheckableType, Record<string, unknown>> = {
  fill_in_gaps: { text: n(LIST_MAX).map((i) => `word${i} [a${i}|b${i}] and`).join(' ').padEnd(LONG_TEXT_MAX, '.') },
  fill_in_gaps_from_box: {
    text: n(LIST_MAX).map((i) => `w${i} [a${i}]`).join(' '),
    distractors: n(LIST_MAX).map((i) => `d${i}`),
  },
  choose_correct_option: { text: n(LIST_MAX).map((i) => `s${i} [o${i}/p${i}*/q${i}]`).join(' ') },
  true_false: { items: n(LIST_MAX).map((i) => ({ statement: `statement ${i}`, correct: i % 3 === 0 })) },
  test: {
    questions: n(LIST_MAX).map((i) => ({ question: `q${i}`, answers: n(LIST_MAX).map((j) => ({ text: `a${i}-${j}`, correct: j % 7 === i % 7 })) })),
  },
  match_the_words: { pairs: n(LIST_MAX).map((i) => ({ left: `left ${i}`, right: `right ${i % 50}` })) },
  sort_into_columns: { columns: n(10).map((i) => ({ name: `column ${i}`, items: n(10).map((j) => `item ${(i * 10 + j) % 60}`) })) },
  label_the_pictures: { images: n(LIST_MAX).map((i) => ({ image: `/tenant/files/picture-${i}`, label: `label ${i % 40}` })) },
  word_order: { sentences: n(LIST_MAX).map(sentence) },
  sort_sentences: { sentences: n(LIST_MAX).map((i) => `Sentence number ${i % 80}.`) },
};

function lessonSection(): Exercise[] {
  return Object.entries(LARGEST).flatMap(([type, content]) =>
    n(5).map((copy) => fixtureExercise({ input: { type, title: `${type} ${copy}`, instruction: '', ...content } }, `00000000-0000-4000-8000-${`${type.length}${copy}`.padStart(12, '0')}`)),
  );
}

describe('a lesson section of 50 exercises at the content limits', () => {
  it('parses, strips, travels as JSON, and scores a full answer as fully right', () => {
    const exercises = lessonSection();
    expect(exercises).toHaveLength(50);
    for (const exercise of exercises) {
      const copy = z.parse(studentExerciseSchema, JSON.parse(JSON.stringify(toStudentCopy(exercise)))) as StudentExercise;
      const solve = EXERCISE_FIXTURES[exercise.type as CheckableType].solve as unknown as (e: Exercise, c: StudentExercise) => Answer;
      const answer = solve(exercise, copy);
      expect(z.safeParse(answerSchemaFor(exercise.type as CheckableType), answer).success).toBe(true);
      const score = checkAnswer(exercise, answer);
      expect(score.correct).toBe(score.total);
      expect(score.total).toBeGreaterThan(0);
    }
  }, 60_000);

  it('has content that the input schema accepts as it is', () => {
    for (const [type, content] of Object.entries(LARGEST)) {
      const result = z.safeParse(exerciseInputSchema, { type, title: 'Largest', ...content });
      expect(result.error?.issues).toBeUndefined();
    }
  }, 60_000);
});
