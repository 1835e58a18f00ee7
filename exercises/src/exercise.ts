import * as z from 'zod/mini';
import { boundedText, optionalBoundedText } from '@school/shared/contracts';
import type { BracketProblem } from './text.js';

/**
 * Fields every exercise has besides its type's content (EXERCISES.md "The exercise object").
 * The rules come from the shared contracts so a title breaks the same way here as a course name.
 */
export const titleSchema = () => boundedText();
/** Media types may leave the title empty; a title given follows the same rules (2 to 500 characters). */
export const optionalTitleSchema = () =>
  z._default(
    optionalBoundedText().check(z.refine((value: string) => value.length === 0 || value.length >= 2, { error: 'validation.minLength' })),
    '',
  );
export const instructionSchema = () => z._default(optionalBoundedText(), '');

/** Longest text of the bracket types; a whole reading passage fits, a pasted book does not. */
export const LONG_TEXT_MAX = 5000;
/** Items of one list (statements, pairs, words in the box...): more is a mistake or an attack. */
export const LIST_MAX = 100;
/**
 * Longest list in an answer: the words of the longest sentence (500 characters, so at most 250
 * words) and the whole pile of items in one column fit, so a full answer to any valid exercise
 * is always accepted.
 */
export const ANSWER_LIST_MAX = 500;
/** Longest single answer a student may send. */
export const ANSWER_TEXT_MAX = 500;

/**
 * Objects of content refuse fields they do not have, with a catalogue key (a typo would
 * otherwise drop data silently); anything but an object is invalid input.
 */
export const strictParams = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'exercise.unknownField' : 'validation.invalidInput',
};
export const contentObject = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, strictParams);

/** One line of content: trimmed, not empty, at most 500 characters. */
export const itemText = (required: string = 'exercise.itemRequired') =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(500, { error: 'validation.maxLength' }),
    );

/** A list of content items with a lower bound (its own message) and the common upper bound. */
export const itemList = <T extends z.ZodMiniType>(item: T, min: number, tooFew: string) =>
  z
    .array(item, { error: tooFew })
    .check(z.minLength(min, { error: tooFew }), z.maxLength(LIST_MAX, { error: 'exercise.tooMany' }));

/**
 * A text with bracket syntax: required, at most LONG_TEXT_MAX characters, and parsed by the same
 * function the editor previews with, so its first problem is the field's message.
 */
export const bracketText = (parse: (text: string) => { gaps: readonly unknown[]; problem?: BracketProblem | undefined }) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(LONG_TEXT_MAX, { error: 'exercise.textTooLong', abort: true }),
      z.superRefine((value: string, ctx) => {
        const { gaps, problem } = parse(value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
        // Like every list, at most LIST_MAX blanks: a full answer must always fit its schema.
        else if (gaps.length > LIST_MAX) ctx.issues.push({ code: 'custom', message: 'exercise.tooManyBlanks', input: value });
      }),
    );

/**
 * What a student sends: bounded so a huge body is a 400, not work for the checker. Every rule
 * says `exercise.answerInvalid`: a player never sends a broken answer, so the reader needs no
 * more detail than that the answer did not fit.
 */
const ANSWER_INVALID = { error: 'exercise.answerInvalid' };
export const answerObject = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, ANSWER_INVALID);
export const answerText = () => z.string(ANSWER_INVALID).check(z.maxLength(ANSWER_TEXT_MAX, ANSWER_INVALID));
export const answerList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item, ANSWER_INVALID).check(z.maxLength(ANSWER_LIST_MAX, ANSWER_INVALID));
export const answerIndex = () => z.int(ANSWER_INVALID).check(z.minimum(0, ANSWER_INVALID));
export const answerFlag = () => z.boolean(ANSWER_INVALID);
/** A slot the student has not filled yet. */
export const unanswered = <T extends z.ZodMiniType>(item: T) => z.nullable(item);

/** The server's result for one answer: one flag per gap, statement, question, pair, item, picture or sentence. */
export const scoreSchema = z.object({
  correct: z.int(),
  total: z.int(),
  items: z.array(z.boolean()),
});
export type Score = z.infer<typeof scoreSchema>;

export function scoreOf(items: boolean[]): Score {
  return { correct: items.filter(Boolean).length, total: items.length, items };
}
