/** How many gaps a text has: one answer slot per `{ gap }` part. */
export function gapCount(parts: readonly ({ text: string } | { gap: number })[]): number {
  return parts.reduce((count, part) => ('gap' in part ? Math.max(count, part.gap + 1) : count), 0);
}
