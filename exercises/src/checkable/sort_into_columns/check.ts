import { normalizeAnswerText } from '../../text.js';
import type { SortIntoColumnsAnswer } from './answer.js';
import { sortIntoColumnsToStudent } from './student.js';

/** How often each text occurs in a list of lists. */
function counts(lists: readonly (readonly string[])[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const list of lists) for (const item of list) found.set(item, (found.get(item) ?? 0) + 1);
  return found;
}

/**
 * One flag per item in the order the student sees the pile (the student copy's shuffled
 * `items`), so a player can mark each card it shows: right when the column the item belongs to
 * holds it in the answer. Each placed item counts once, so one placement cannot satisfy two equal
 * items. The student sorts a given pile: a text placed more often than the pile holds it (every
 * item in every column, say) scores none of its copies, or filling each column with everything
 * would be "right" everywhere.
 */
export function checkSortIntoColumns(
  content: { columns: Array<{ name: string; items: string[] }> },
  answer: SortIntoColumnsAnswer,
  seed: string,
): boolean[] {
  const shown = sortIntoColumnsToStudent(content, seed).items;
  // The column of each shown item: the shuffle moved texts, so take each text's first unused
  // place in the key. Equal texts in two columns are interchangeable, whichever gets which.
  const key = content.columns.flatMap(({ items }, column) => items.map((text) => ({ text, column, taken: false })));
  const columnOf = shown.map((text) => {
    const entry = key.find((candidate) => !candidate.taken && candidate.text === text);
    if (entry) entry.taken = true;
    return entry?.column ?? -1;
  });
  const placed = content.columns.map((_, index) => (answer.columns[index] ?? []).map(normalizeAnswerText));
  const available = counts(content.columns.map(({ items }) => items.map(normalizeAnswerText)));
  // Placements in columns the exercise does not have count too: they use up the pile.
  const used = counts(answer.columns.map((column) => column.map(normalizeAnswerText)));
  return shown.map((item, index) => {
    const text = normalizeAnswerText(item);
    if ((used.get(text) ?? 0) > (available.get(text) ?? 0)) return false;
    const column = placed[columnOf[index] ?? -1];
    const at = column?.indexOf(text) ?? -1;
    if (!column || at === -1) return false;
    column.splice(at, 1);
    return true;
  });
}
