import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * refuses NUL in text outright (a 500 before this guard), and the others have no place in a
 * name, an e-mail or a search; multi-line text keeps its tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const KEY = 'validation.controlCharacters';

/** Top-level field names (or `_` for the value itself) whose strings hold a control character. */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (current: unknown, field: string, depth: number) => {
    if (typeof current === 'string') {
      if (CONTROL_CHARACTERS.test(current)) found.add(field);
    } else if (Array.isArray(current)) {
      if (depth < 32) for (const item of current) visit(item, field, depth + 1);
    } else if (current && typeof current === 'object') {
      if (depth < 32)
        for (const [key, item] of Object.entries(current)) {
          const name = depth === 0 ? key : field;
          if (CONTROL_CHARACTERS.test(key)) found.add(name);
          visit(item, name, depth + 1);
        }
    }
  };
  visit(value, '_', 0);
  return [...found];
}

/**
 * One guard for every route, present and future: a control character anywhere in the path,
 * the query or a JSON body is a 400 naming the field, before any route's schema or the
 * database sees it. Multipart bodies are streamed and checked by their routes.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fields = [
        ...fieldsWithControlCharacters(request.params),
        ...fieldsWithControlCharacters(request.query),
        ...(request.isMultipart() ? [] : fieldsWithControlCharacters(request.body)),
      ];
      if (fields.length === 0) return;
      throw new AppError(400, KEY, Object.fromEntries([...new Set(fields)].map((field) => [field, [KEY]])));
    });
  },
  { name: 'input-guard' },
);
