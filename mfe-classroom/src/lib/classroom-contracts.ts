/**
 * The classroom contracts this remote uses (shared/src/contracts/classroom.ts). `@school/shared`'s
 * browser entry does not carry them, so they come from `@school/shared/contracts`, which this
 * remote bundles (tree-shaken; not the federated singleton), as mfe-admin does with its own.
 */
import * as z from 'zod/mini';
import { classInputSchema, type ClassInput } from '@school/shared/contracts';

export {
  ANSWER_REVISION_HEADER,
  CLASS_TYPES,
  COMMENT_MAX,
  commentInputSchema,
  parseClassEvent,
  roomUrlInputSchema,
  type AnswerScore,
  type AnswersMap,
  type ClassAccessType,
  type ClassComment,
  type ClassEvent,
  type ClassInput,
  type ClassObject,
  type ClassPerson,
  type ClassSummary,
  type ClassType,
  type CommentList,
  type HiddenExercises,
  type IncorrectWord,
  type IncorrectWords,
  type LessonCompletion,
  type MaterialsHistoryItem,
  type StoredAnswer,
  type VisibilityToggle,
} from '@school/shared/contracts';
export { classInputSchema };

/** A person as class objects name them. */
export type PersonRef = { id: string; firstName: string; lastName: string };

/**
 * The class form's values (strings, as typed) checked with the server's own contract: a choice
 * left empty is no choice (absent), not an id that fails to parse.
 */
export const classFormSchema = z.pipe(
  z.transform((values: unknown): ClassInput => {
    const kept = Object.entries(values as Record<string, string>).filter(([key, value]) => key === 'name' || key === 'teacherId' || value.trim() !== '');
    return Object.fromEntries(kept) as ClassInput;
  }),
  classInputSchema,
);
