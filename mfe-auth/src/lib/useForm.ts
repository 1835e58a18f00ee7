import { useTranslation } from '@school/shared';
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodMiniType as ZodType, output } from 'zod/mini';

/** A client rule gives an i18n key of the shared `common` namespace; the server gives text already translated. */
export type FieldMessage = { key: string } | { text: string };

type Errors<F extends string> = Partial<Record<F, FieldMessage>>;

interface UseFormOptions<S extends ZodType, F extends string> {
  schema: S;
  initialValues: Record<F, string>;
  /** Fields in screen order: on a failed submit the first invalid one gets focus. */
  fields: readonly F[];
  /** Values validated with the form but not typed by the user (e.g. the reset token). */
  extra?: Record<string, unknown>;
}

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

/**
 * A small form state holder validated by the shared zod contracts, so the browser applies
 * the same rules as the server without a form library in the sign-in bundle.
 * Errors show after the first submit and then follow each keystroke.
 */
export function useForm<S extends ZodType, F extends string>({ schema, initialValues, fields, extra }: UseFormOptions<S, F>) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState<Record<F, string>>(initialValues);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const elements = useRef(new Map<F, HTMLInputElement>());

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
        // Once the user has tried to submit, errors follow the input live.
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

  const reset = (next: Record<F, string> = initialValues) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

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

  return { values, setValue, field, errors, submitting, handleSubmit, setServerErrors, reset, focus: (name: F) => elements.current.get(name)?.focus() };
}
