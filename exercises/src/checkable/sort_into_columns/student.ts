import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';

export const sortIntoColumnsStudent = {
  columns: z.array(z.strictObject({ name: z.string() })),
  items: z.array(z.string()),
};

/** Column names in order (they are the question); every item in one shuffled pile. */
export const sortIntoColumnsToStudent = (content: { columns: Array<{ name: string; items: string[] }> }, seed: string) => ({
  columns: content.columns.map(({ name }) => ({ name })),
  items: seededShuffle(
    seed,
    content.columns.flatMap(({ items }) => items),
  ),
});
