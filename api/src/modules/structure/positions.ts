import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { exercises } from '../exercises/index.js';
import type { lessonSections } from '../lesson-sections/index.js';
import type { lessons } from '../lessons/index.js';
import type { sections } from '../sections/index.js';

/** The four ordered tables: every one has `id` and `position` and one parent. */
export type OrderedTable = typeof sections | typeof lessons | typeof lessonSections | typeof exercises;

interface Positioned {
  id: string;
  position: number;
}

/**
 * Writes positions 0..n-1 in the given order, touching only rows whose position changes. Siblings
 * are always stored densely numbered, so "the end" is their count and a move is an index.
 */
export async function renumber<T extends Positioned>(tx: Database, table: OrderedTable, ordered: readonly T[]): Promise<T[]> {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index) await tx.execute(sql`update ${table} set position = ${index} where id = ${row.id}`);
  }
  return ordered.map((row, index) => ({ ...row, position: index }));
}

/** The siblings with `moving` taken out and put at `index` (clamped into the list). */
export function placeAt<T extends Positioned>(siblings: readonly T[], moving: T, index: number): T[] {
  const rest = siblings.filter((row) => row.id !== moving.id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/**
 * The order a reorder body asks for: every id must be a sibling, listed once (else 400 / 404, and
 * nothing changes). Listed rows take their sent positions; rows left out keep theirs; ties keep
 * the old order. The result is then renumbered densely.
 */
export function reorderedSiblings<T extends Positioned>(
  siblings: readonly T[],
  items: readonly { id: string; position: number }[],
  notFound: () => AppError,
): T[] {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw new AppError(400, 'validation.invalidInput', { items: ['validation.invalidInput'] });
  const byId = new Map(siblings.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound();
  const wanted = new Map(items.map((item) => [item.id, item.position]));
  return siblings
    .map((row, index) => ({ row, index, position: wanted.get(row.id) ?? row.position }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.row);
}
