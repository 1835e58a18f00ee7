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

/**
 * A UTF-16 surrogate not paired with its other half (JSON allows `"\ud83d"`). No UTF-8 text can
 * hold one: the database driver stored it silently as U+FFFD, so the text saved was not the text
 * sent. With the `u` flag a proper pair is one code point and does not match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const SURROGATE_KEY = 'validation.loneSurrogate';

/** Top-level field names (or `_` for the value itself) where some string (or key) matches `pattern`. */
function fieldsMatching(value: unknown, pattern: RegExp): string[] {
  const found = new Set<string>();
  const visit = (current: unknown, field: string, depth: number) => {
    if (typeof current === 'string') {
      if (pattern.test(current)) found.add(field);
    } else if (Array.isArray(current)) {
      if (depth < 32) for (const item of current) visit(item, field, depth + 1);
    } else if (current && typeof current === 'object') {
      if (depth < 32)
        for (const [key, item] of Object.entries(current)) {
          const name = depth === 0 ? key : field;
          if (pattern.test(key)) found.add(name);
          visit(item, name, depth + 1);
        }
    }
  };
  visit(value, '_', 0);
  return [...found];
}

/** Top-level field names (or `_` for the value itself) whose strings hold a control character. */
export const fieldsWithControlCharacters = (value: unknown): string[] => fieldsMatching(value, CONTROL_CHARACTERS);

/** Top-level field names (or `_` for the value itself) whose strings hold a lone surrogate. */
export const fieldsWithLoneSurrogates = (value: unknown): string[] => fieldsMatching(value, LONE_SURROGATE);

/**
 * One guard for every route, present and future: a control character or a lone surrogate anywhere
 * in the path, the query or a JSON body is a 400 naming the field, before any route's schema or
 * the database sees it. Multipart bodies are streamed and checked by their routes.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const sources = [request.params, request.query, ...(request.isMultipart() ? [] : [request.body])];
      const errors: Record<string, string[]> = {};
      for (const [key, find] of [
        [KEY, fieldsWithControlCharacters],
        [SURROGATE_KEY, fieldsWithLoneSurrogates],
      ] as const) {
        for (const field of sources.flatMap((source) => find(source))) {
          const list = (errors[field] ??= []);
          if (!list.includes(key)) list.push(key);
        }
      }
      const keys = [...new Set(Object.values(errors).flat())];
      if (keys.length === 0) return;
      throw new AppError(400, keys[0] ?? KEY, errors);
    });
  },
  { name: 'input-guard' },
);
