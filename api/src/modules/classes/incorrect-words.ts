import { parseGapText, parseOptionText, toStudentCopy, type Exercise } from '@school/exercises';
import type { AnswerScore } from '@school/shared/contracts';

/** A word a student got wrong, before the dictionary is consulted. */
export interface WrongWord {
  phrase: string;
  translation: string | null;
  exerciseId: string;
  exerciseTitle: string;
}

const given = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);
const listOf = (answer: Record<string, unknown>, field: string): readonly unknown[] => {
  const value = answer[field];
  return Array.isArray(value) ? value : [];
};

/**
 * The words behind the wrong items of one scored answer (docs/decisions/classroom-review.md):
 * per type, the key's text of each item the student tried and got wrong. Items left empty are
 * not "got wrong" (an answer saved half-way would list every blank after the cursor), and types
 * whose items are statements, sentences or questions (true_false, word_order, sort_sentences,
 * test) have no words to learn.
 */
export function wrongWordsOf(exercise: Exercise, answer: Record<string, unknown>, score: AnswerScore): WrongWord[] {
  const words: WrongWord[] = [];
  const add = (phrase: string | undefined, translation: string | null = null) => {
    const text = phrase?.trim();
    if (text) words.push({ phrase: text, translation: translation?.trim() || null, exerciseId: exercise.id, exerciseTitle: exercise.title ?? '' });
  };
  const wrong = (index: number) => score.items[index] === false;

  switch (exercise.type) {
    case 'fill_in_gaps':
    case 'fill_in_gaps_from_box': {
      const gaps = listOf(answer, 'gaps');
      parseGapText(exercise.text).gaps.forEach((accepted, index) => {
        if (wrong(index) && given(gaps[index])) add(accepted[0]);
      });
      break;
    }
    case 'choose_correct_option': {
      const gaps = listOf(answer, 'gaps');
      parseOptionText(exercise.text).gaps.forEach(({ options, correct }, index) => {
        if (wrong(index) && given(gaps[index])) add(options[correct]);
      });
      break;
    }
    case 'label_the_pictures': {
      const labels = listOf(answer, 'labels');
      exercise.images.forEach(({ label }, index) => {
        if (wrong(index) && given(labels[index])) add(label);
      });
      break;
    }
    case 'match_the_words': {
      const pairs = listOf(answer, 'pairs');
      exercise.pairs.forEach(({ left, right }, index) => {
        if (wrong(index) && given(pairs[index])) add(left, right);
      });
      break;
    }
    case 'sort_into_columns': {
      // Items are scored in the order the student's copy shows the pile; an item counts as tried
      // when the answer placed its text in some column.
      const copy = toStudentCopy(exercise) as unknown as { items: string[] };
      const placed = new Set(listOf(answer, 'columns').flatMap((column) => (Array.isArray(column) ? column.map((text) => String(text).trim().toLowerCase()) : [])));
      copy.items.forEach((item, index) => {
        if (wrong(index) && placed.has(item.trim().toLowerCase())) add(item);
      });
      break;
    }
    default:
      break;
  }
  return words;
}

/** One entry per phrase (compared trimmed and case-blind, as the dictionary does), the first kept. */
export function uniqueWords<T extends { phrase: string }>(words: readonly T[]): T[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.phrase.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
