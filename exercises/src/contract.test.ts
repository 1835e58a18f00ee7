import * as z from 'zod/mini';
import {
  answerSchemaFor,
  checkAnswer,
  contentOf,
  exerciseInputSchema,
  exerciseInputSchemaFor,
  studentExerciseSchema,
  toStudentCopy,
  studentCopies,
  type Answer,
  type Exercise,
} from './contract.js';
import { fixtureExercise } from './fixture.js';
import { EXERCISE_FIXTURES, MEDIA_FIXTURES } from './fixtures.js';
import { EXERCISE_REGISTRY } from './registry.js';
import { expectCatalogueKey } from './testing/fixture-suite.js';
import { CHECKABLE_TYPES, MEDIA_TYPES } from './types.js';

const issuesOf = (schema: z.ZodMiniType, value: unknown) =>
  (z.safeParse(schema, value).error?.issues ?? []).map(({ path, message }) => ({ path, message }));

describe('the registry', () => {
  it('has an entry for every checkable and media type, under its own name', () => {
    expect(Object.keys(EXERCISE_REGISTRY).sort()).toEqual([...CHECKABLE_TYPES, ...MEDIA_TYPES].sort());
    for (const [key, definition] of Object.entries(EXERCISE_REGISTRY)) expect(definition.type).toBe(key);
  });
});

describe('exerciseInputSchema', () => {
  it('refuses an unknown type at the type field', () => {
    expect(issuesOf(exerciseInputSchema, { type: 'crossword', title: 'Hello' })).toEqual([
      { path: ['type'], message: 'exercise.unknownType' },
    ]);
    expect(issuesOf(exerciseInputSchema, { title: 'Hello' })).toEqual([{ path: ['type'], message: 'exercise.unknownType' }]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'text', [1]]) {
      const issues = issuesOf(exerciseInputSchema, body);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expectCatalogueKey(issue.message);
    }
  });

  it("refuses another type's content and reports what the type misses", () => {
    const issues = issuesOf(exerciseInputSchema, { type: 'true_false', title: 'Hello', text: 'I [am]' });
    expect(issues).toContainEqual({ path: [], message: 'exercise.unknownField' });
    expect(issues).toContainEqual({ path: ['items'], message: 'exercise.statementsMissing' });
  });

  it('leaves out nothing a client sent when it parses, and adds the instruction default', () => {
    const body = { type: 'sort_sentences', title: 'Story', sentences: ['One.', 'Two.'] };
    expect(z.parse(exerciseInputSchema, body)).toEqual({ ...body, instruction: '' });
  });

  it('has a per-type schema that refuses other types', () => {
    const body = { type: 'sort_sentences', title: 'Story', sentences: ['One.', 'Two.'] };
    expect(z.safeParse(exerciseInputSchemaFor('sort_sentences'), body).success).toBe(true);
    expect(z.safeParse(exerciseInputSchemaFor('word_order'), body).success).toBe(false);
  });
});

describe('contentOf', () => {
  it('keeps the type fields only (what the API stores in content)', () => {
    const exercise = fixtureExercise(EXERCISE_FIXTURES.fill_in_gaps_from_box.valid[0]);
    expect(contentOf(exercise)).toEqual({ text: 'We [went|had gone] to the [park] and [saw] a dog.', distractors: ['go', 'seen'] });
  });
});

describe('toStudentCopy', () => {
  it('never passes fields through: only the common fields and the stripped content', () => {
    const exercise = fixtureExercise(EXERCISE_FIXTURES.true_false.valid[0]);
    const copy = toStudentCopy({ ...exercise, secret: 'x' } as unknown as Exercise);
    expect(Object.keys(copy).sort()).toEqual(['id', 'instruction', 'items', 'lessonSectionId', 'position', 'title', 'type']);
  });

  it('shuffles differently for different exercises', () => {
    const valid = EXERCISE_FIXTURES.sort_sentences.valid[0];
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => JSON.stringify(z.parse(studentExerciseSchema, toStudentCopy(fixtureExercise(valid, id))))),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('checkAnswer', () => {
  it('throws for an answer of another shape: the API parses with answerSchemaFor first', () => {
    const exercise = fixtureExercise(EXERCISE_FIXTURES.true_false.valid[0]);
    expect(() => checkAnswer(exercise, { gaps: ['x'] } as Answer)).toThrow(TypeError);
  });

  it('scores against the exercise, whatever the answer claims', () => {
    const exercise = fixtureExercise(EXERCISE_FIXTURES.true_false.valid[0]);
    expect(checkAnswer(exercise, { items: [true, false, true, true, true] })).toEqual({
      correct: 3,
      total: 3,
      items: [true, true, true],
    });
  });

  it('has an answer schema for every type that refuses foreign fields', () => {
    for (const type of CHECKABLE_TYPES) expect(z.safeParse(answerSchemaFor(type), { extra: true }).success).toBe(false);
  });
});

describe('notes hidden from students', () => {
  const [shown, hidden] = MEDIA_FIXTURES.notify.valid.map((valid, index) => fixtureExercise(valid, `00000000-0000-4000-8000-00000000000${index}`));

  it('are left out of a student\'s copies, the others keep their order', () => {
    const trueFalse = fixtureExercise(EXERCISE_FIXTURES.true_false.valid[0], '00000000-0000-4000-8000-0000000000aa');
    if (!shown || !hidden) throw new Error('notify fixtures missing');
    const copies = studentCopies([shown, hidden, trueFalse]);
    expect(copies.map((copy) => copy.id)).toEqual([shown.id, trueFalse.id]);
    expect(JSON.stringify(copies)).not.toContain('Answer key is in the folder');
    expect(JSON.stringify(copies)).not.toContain('visibleToStudent');
  });
});
