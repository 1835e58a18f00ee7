import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { output, ZodMiniType } from 'zod/mini';
// By package name: the translations are the page's one i18n singleton (see fields.tsx).
import { useTranslation } from '@school/shared';

/** A client rule gives an i18n key of the shared `common` namespace; the server gives text already translated. */
export type FieldMessage = { key: string } | { text: string };

type Errors<F extends string> = Partial<Record<F, FieldMessage>>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface UseFormOptions<S extends ZodMiniType, F extends string> {
  /** The same zod contract the server validates with. */
  schema: S;
  initialValues: Record<F, string>;
  /** Fields in screen order: on a failed submit the first invalid one gets focus. */
  fields: readonly F[];
  /** Values validated with the form but not typed by the user (e.g. the reset token). */
  extra?: Record<string, unknown>;
}

/** What a kit field (`TextField`, `SelectField`, `TextAreaField`) takes from the form. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  ref: (element: FieldElement | null) => void;
}

/**
 * The one form engine of every area: values validated by the shared zod contracts (so the
 * browser applies the server's rules, without a form library in the sign-in bundle), the
 * server's 4xx field errors shown beside their fields, submitting and dirty state, and focus
 * on the first invalid field. Errors appear after the first submit and then follow each
 * change, so a corrected field loses its message at once.
 */
export function useForm<S extends ZodMiniType, F extends string>({ schema, initialValues, fields, extra }: UseFormOptions<S, F>) {
  const { t } = useTranslation();
  const baseId = useId();
  const [initial, setInitial] = useState<Record<F, string>>(initialValues);
  const [values, setValues] = useState<Record<F, string>>(initialValues);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const elements = useRef(new Map<F, FieldElement>());

  const validate = useCallback(
    (next: Record<F, string>): { ok: true; data: output<S>; errors: Errors<F> } | { ok: false; errors: Errors<F> } => {
      const result = schema.safeParse({ ...extra, ...next });
      if (result.success) return { ok: true, data: result.data, errors: {} };
      const found: Errors<F> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !found[field as F]) {
          found[field as F] = { key: issue.message };
        }
      }
      return { ok: false, errors: found };
    },
    [schema, extra, fields],
  );

  const focusFirst = useCallback(
    (found: Errors<F>) => {
      const first = fields.find((name) => found[name]);
      if (first) elements.current.get(first)?.focus();
    },
    [fields],
  );

  const setValue = useCallback(
    (name: F, value: string) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        if (submitted.current) setErrors(validate(next).errors);
        return next;
      });
    },
    [validate],
  );

  const message = (entry: FieldMessage | undefined): string | undefined => {
    if (!entry) return undefined;
    return 'text' in entry ? entry.text : t(`common:${entry.key}`);
  };

  const field = (name: F): FieldBinding => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name],
    error: message(errors[name]),
    onChange: (event) => setValue(name, event.target.value),
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /** Shows the server's field errors (already translated) beside their fields; true when one matched. */
  const setServerErrors = (serverErrors: Record<string, string>): boolean => {
    const found: Errors<F> = {};
    for (const name of fields) {
      const text = serverErrors[name];
      if (text) found[name] = { text };
    }
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    focusFirst(found);
    return true;
  };

  /** Starts again from `next` (e.g. what the server saved), which is then the clean state. */
  const reset = (next: Record<F, string> = initialValues) => {
    submitted.current = false;
    setInitial(next);
    setValues(next);
    setErrors({});
  };

  const dirty = useMemo(() => fields.some((name) => values[name] !== initial[name]), [fields, values, initial]);

  const handleSubmit = (onValid: (data: output<S>) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    const result = validate(values);
    setErrors(result.errors);
    if (!result.ok) {
      focusFirst(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    field,
    errors,
    dirty,
    submitting,
    handleSubmit,
    setServerErrors,
    reset,
    focus: (name: F) => elements.current.get(name)?.focus(),
  };
}
