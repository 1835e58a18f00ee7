/** `execute` answers differ by driver (pg: `{ rows }`, PGlite: `{ rows }` too, typed differently). */
export function readRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
