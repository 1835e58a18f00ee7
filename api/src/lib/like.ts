/**
 * A `like` pattern that finds `term` anywhere, lower-cased (compare with `lower(column)` or use
 * `ilike`). `like` treats % and _ as wildcards and \ as its escape: a search for "50%" must find
 * "50%" only, so all three are escaped.
 */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
