import * as z from 'zod/mini';
import { translateMessage } from '@school/shared/messages';
import {
  answerSchemaFor,
  checkAnswer,
  exerciseInputSchema,
  exerciseInputSchemaFor,
  exerciseSchema,
  studentExerciseSchema,
  toStudentCopy,
  type Answer,
  type Exercise,
  type StudentExercise,
} from '../contract.js';
import { scoreOf } from '../exercise.js';
import { fixtureAnswer, fixtureExercise, fixtureItems, type ExerciseFixtures } from '../fixture.js';
import type { CheckableType } from '../types.js';

/** A message a reader can be shown: a key of the shared catalogue. */
export function expectCatalogueKey(message: string) {
  expect(translateMessage(message, 'en')).not.toBe(message);
}

/** The fixture-driven tests of one type; each type's test file calls it, in both jest projects. */
export function describeExerciseType<T extends CheckableType>(fixtures: ExerciseFixtures<T>) {
  const { type } = fixtures;

  describe(`${type}: content`, () => {
    it.each(fixtures.valid.map((fixture) => [fixture.name, fixture] as const))('accepts %s', (_name, fixture) => {
      const result = z.safeParse(exerciseInputSchema, fixture.input);
      expect(result.error?.issues).toBeUndefined();
      expect(z.safeParse(exerciseInputSchemaFor(type), fixture.input).success).toBe(true);
      if (fixture.parsed) expect(result.data).toMatchObject(fixture.parsed);
      const exercise = fixtureExercise(fixture);
      // What the API stores comes back through its answer schemas unchanged.
      expect(z.parse(exerciseSchema, exercise)).toEqual(exercise);
    });

    it.each(fixtures.invalid.map((fixture) => [fixture.name, fixture] as const))('refuses %s', (_name, fixture) => {
      const result = z.safeParse(exerciseInputSchema, fixture.input);
      expect(result.success).toBe(false);
      const issues = (result.error?.issues ?? []).map(({ path, message }) => ({ path, message }));
      for (const expected of fixture.issues) expect(issues).toContainEqual(expected);
      for (const issue of issues) expectCatalogueKey(issue.message);
    });
  });

  describe(`${type}: scoring`, () => {
    const exercise = fixtureExercise(fixtures.valid[0]);

    it.each(fixtures.answers.map((fixture) => [fixture.name, fixture] as const))('scores %s', (_name, fixture) => {
      const answer = fixtureAnswer(fixture.answer, exercise);
      expect(z.safeParse(answerSchemaFor(type), answer).success).toBe(true);
      expect(checkAnswer(exercise, answer)).toEqual(scoreOf(fixtureItems(fixture.items, exercise)));
    });

    it.each(fixtures.badAnswers.map((fixture) => [fixture.name, fixture] as const))('refuses the answer: %s', (_name, fixture) => {
      const result = z.safeParse(answerSchemaFor(type), fixture.answer);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expectCatalogueKey(issue.message);
      expect(() => checkAnswer(exercise, fixture.answer as Answer)).toThrow(TypeError);
    });

    it('has right, partly right and wrong answers among its fixtures', () => {
      const counts = fixtures.answers.map((fixture) => {
        const items = fixtureItems(fixture.items, exercise);
        return items.filter(Boolean).length / items.length;
      });
      expect(counts).toContain(1);
      expect(counts).toContain(0);
      expect(counts.some((share) => share > 0 && share < 1)).toBe(true);
    });
  });

  describe(`${type}: the key through the student copy`, () => {
    it.each(fixtures.valid.map((fixture) => [fixture.name, fixture] as const))('solves %s fully', (_name, fixture) => {
      const exercise = fixtureExercise(fixture);
      const solve = fixtures.solve as unknown as (exercise: Exercise, copy: StudentExercise) => Answer;
      const answer = solve(exercise, toStudentCopy(exercise));
      expect(z.safeParse(answerSchemaFor(type), answer).success).toBe(true);
      const score = checkAnswer(exercise, answer);
      expect(score.correct).toBe(score.total);
      expect(score.total).toBeGreaterThan(0);
    });
  });

  describe(`${type}: student copy`, () => {
    it.each(fixtures.valid.map((fixture) => [fixture.name, fixture] as const))('of %s fits the schema and is stable', (_name, fixture) => {
      const exercise = fixtureExercise(fixture);
      const copy = toStudentCopy(exercise);
      expect(z.parse(studentExerciseSchema, copy)).toEqual(copy);
      expect(toStudentCopy(exercise)).toEqual(copy);
      expect(copy).toMatchObject({
        id: exercise.id,
        lessonSectionId: exercise.lessonSectionId,
        position: exercise.position,
        type,
        title: exercise.title,
        instruction: exercise.instruction,
      });
    });
  });
}
