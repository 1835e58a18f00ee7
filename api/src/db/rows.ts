import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** `execute` answers differ by driver (pg: `{ rows }`, PGlite: `{ rows }` too, typed differently). */
export function readRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}

/**
 * A table's row from its `row_to_json` form (snake_case names, timestamps as ISO text), mapped as
 * Drizzle maps a `select` of the table: each column by its own driver mapping. Columns the table
 * type does not declare (a generated search column) are left out.
 */
export function rowFromJson<TTable extends Table>(table: TTable, json: Record<string, unknown>): InferSelectModel<TTable> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<TTable>;
}
