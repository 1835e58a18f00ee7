import * as z from 'zod/mini';
import { checkAnswer, exerciseInputSchema, exerciseInputSchemaFor, exerciseSchema, isShownToStudent, studentCopies, studentExerciseSchema, toStudentCopy, type Answer } from '../contract.js';
import { EMBED_FRAME_ORIGINS, embedOf } from '../media/embeds.js';
import { fixtureExercise, type MediaFixtures } from '../fixture.js';
import { isCheckableType } from '../registry.js';
import { EMBED_TYPES, type EmbedType, type MediaType } from '../types.js';
import { expectCatalogueKey } from './fixture-suite.js';

const isEmbedType = (type: MediaType): type is EmbedType => (EMBED_TYPES as readonly string[]).includes(type);

/** The fixture-driven tests of one media type (nothing to score); each type's test file calls it. */
export function describeMediaType<T extends MediaType>(fixtures: MediaFixtures<T>) {
  const { type } = fixtures;
  const valid = fixtures.valid.map((fixture) => [fixture.name, fixture] as const);

  describe(`${type}: content`, () => {
    it.each(valid)('accepts %s', (_name, fixture) => {
      const result = z.safeParse(exerciseInputSchema, fixture.input);
      expect(result.error?.issues).toBeUndefined();
      expect(z.safeParse(exerciseInputSchemaFor(type), fixture.input).success).toBe(true);
      if (fixture.parsed) expect(result.data).toMatchObject(fixture.parsed);
      const exercise = fixtureExercise(fixture);
      expect(z.parse(exerciseSchema, exercise)).toEqual(exercise);
    });

    it.each(fixtures.invalid.map((fixture) => [fixture.name, fixture] as const))('refuses %s', (_name, fixture) => {
      const result = z.safeParse(exerciseInputSchema, fixture.input);
      expect(result.success).toBe(false);
      const issues = (result.error?.issues ?? []).map(({ path, message }) => ({ path, message }));
      for (const expected of fixture.issues) expect(issues).toContainEqual(expected);
      for (const issue of issues) expectCatalogueKey(issue.message);
    });

    it('may leave the title empty (a media type)', () => {
      const input = { ...fixtures.valid[0].input, title: '' };
      expect(z.safeParse(exerciseInputSchema, input).success).toBe(true);
    });

    it('is not scored', () => {
      expect(isCheckableType(type)).toBe(false);
      expect(() => checkAnswer(fixtureExercise(fixtures.valid[0]), {} as Answer)).toThrow(TypeError);
    });
  });

  describe(`${type}: student copy`, () => {
    it.each(valid)('of %s fits the schema, is stable and is shown only when meant for students', (_name, fixture) => {
      const exercise = fixtureExercise(fixture);
      const copy = toStudentCopy(exercise);
      expect(z.parse(studentExerciseSchema, copy)).toEqual(copy);
      expect(toStudentCopy(exercise)).toEqual(copy);
      expect(copy).toMatchObject({ id: exercise.id, type, title: exercise.title, instruction: exercise.instruction });
      const shown = fixture.shown ?? true;
      expect(isShownToStudent(exercise)).toBe(shown);
      expect(studentCopies([exercise])).toEqual(shown ? [copy] : []);
    });

    if (isEmbedType(type)) {
      it.each(valid)('of %s shows its frame, built from the parsed link on an allowed origin', (_name, fixture) => {
        const copy = toStudentCopy(fixtureExercise(fixture)) as unknown as { link: string };
        const embed = embedOf(type, copy.link);
        expect(embed?.frame).toBe(fixture.frame);
        expect(EMBED_FRAME_ORIGINS).toContain(new URL(embed?.frame ?? 'about:blank').origin);
        expect(new URL(embed?.page ?? 'about:blank').protocol).toBe('https:');
      });
    }
  });
}
