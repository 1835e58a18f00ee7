import type { EditorErrors } from './types.js';

/** Common fields are the page's; an issue at one of these paths is not an editor's. */
const COMMON_FIELDS = new Set(['type', 'title', 'instruction']);

/**
 * Editor errors from the issues of `exerciseInputSchema` (the browser's own check before
 * saving): the first message per field, at its path inside the content.
 */
export function editorErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): EditorErrors {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [first] = path;
    if (first === undefined || COMMON_FIELDS.has(String(first))) continue;
    errors[path.map(String).join('.')] ??= message;
  }
  return errors;
}

/** Editor errors from an API 400's `fieldErrors` (already translated, grouped by top-level field). */
export function editorErrorsFromFields(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): EditorErrors {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (!COMMON_FIELDS.has(field) && messages[0]) errors[field] = messages[0];
  }
  return errors;
}
