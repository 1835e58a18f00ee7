import { ARTICLE_TEXT_MAX, isShownToStudent, toStudentCopy, type Exercise, type StudentExercise } from '@school/exercises';
import { sanitizeArticleHtml } from '@school/exercises/server';
import { exerciseNotFound } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { ExerciseRow } from './exercises.table.js';

/** Room kept for the closing tags the sanitiser adds to rich text cut short. */
const CLOSING_TAGS_ROOM = 1000;

/**
 * An article text longer than the limit (stored before the limit was checked after sanitising)
 * cut to fit, so reading it answers what the schema allows instead of a 500 on every read of its
 * lesson section. Rich text is cut before a tag and sanitised again, which closes open tags.
 */
export function articleWithinLimit(article: { format: string; text: string }): { format: string; text: string } {
  if (article.text.length <= ARTICLE_TEXT_MAX) return article;
  if (article.format !== 'rich') return { ...article, text: article.text.slice(0, ARTICLE_TEXT_MAX) };
  let text = article.text;
  for (let end = ARTICLE_TEXT_MAX - CLOSING_TAGS_ROOM; text.length > ARTICLE_TEXT_MAX && end > 0; end -= CLOSING_TAGS_ROOM) {
    const cut = article.text.slice(0, end);
    const lastTag = cut.lastIndexOf('<');
    text = sanitizeArticleHtml(lastTag > cut.lastIndexOf('>') ? cut.slice(0, lastTag) : cut);
  }
  return { ...article, text: text.length > ARTICLE_TEXT_MAX ? '' : text };
}

function isArticle(value: unknown): value is { format: string; text: string } {
  return !!value && typeof value === 'object' && 'format' in value && 'text' in value && typeof value.format === 'string' && typeof value.text === 'string';
}

/** The stored row as the full exercise: common columns plus the type's fields from `content`. */
export function exerciseFromRow(row: ExerciseRow): Exercise {
  const { article } = row.content;
  return {
    ...row.content,
    ...(row.type === 'article' && isArticle(article) ? { article: articleWithinLimit(article) } : {}),
    id: row.id,
    lessonSectionId: row.lessonSectionId,
    position: row.position,
    type: row.type,
    title: row.title,
    instruction: row.instruction,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as Exercise;
}

const isStaff = (auth: AuthContext) => auth.user.role === 'staff';

/**
 * Whether the reader gets this exercise at all: staff always; a member (student) not a note
 * hidden from students, which for them does not exist (absent from lists, 404 on its own).
 */
export function readableBy(auth: AuthContext, exercise: Exercise): boolean {
  return isStaff(auth) || isShownToStudent(exercise);
}

/**
 * What the reader gets of one exercise: staff the full exercise, a member (student) the copy
 * without the answer key (EXERCISES.md "What a student's browser may see"), or 404 for a note
 * hidden from them. Every answer carrying exercises goes through here or `presentExercises`.
 */
export function presentExercise(row: ExerciseRow, auth: AuthContext): Exercise | StudentExercise {
  const exercise = exerciseFromRow(row);
  if (!readableBy(auth, exercise)) throw exerciseNotFound();
  return isStaff(auth) ? exercise : toStudentCopy(exercise);
}

/** A list as the reader gets it: for a member, without the notes hidden from students. */
export function presentExercises(rows: readonly ExerciseRow[], auth: AuthContext): Array<Exercise | StudentExercise> {
  return rows.map(exerciseFromRow).filter((exercise) => readableBy(auth, exercise)).map((exercise) => (isStaff(auth) ? exercise : toStudentCopy(exercise)));
}
