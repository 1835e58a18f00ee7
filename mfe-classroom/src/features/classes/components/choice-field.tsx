import { useEffect, useState } from 'react';
import { errorMessage, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { Input, SEARCH_DEBOUNCE_MS, SelectField, type FieldBinding } from '@school/shared/ui';
import styled from 'styled-components';
import { choicesRead, type Choice, type ChoiceKind } from '../api/options-api';

export interface ChoiceFieldProps {
  kind: ChoiceKind;
  label: string;
  /** The form's binding of the chosen id. */
  binding: FieldBinding;
  /** What is chosen now, when it may not be among the first choices (editing a class). */
  current?: Choice | null;
  /** Offers "none" (an optional choice such as the school plan). */
  noneLabel?: string;
  disabled?: boolean;
}

/**
 * A choice among many (a school's students, teachers, groups or plans): a search that narrows
 * the server's list, and a native select of what it found, so it works the same by keyboard,
 * touch and screen reader, on a phone with its own picker.
 */
export function ChoiceField({ kind, label, binding, current, noneLabel, disabled }: ChoiceFieldProps) {
  const { t } = useTranslation('classroom');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const choices = useQuery(choicesRead(kind, q));
  const found = choices.data ?? [];
  const options = current && !found.some((choice) => choice.id === current.id) ? [current, ...found] : found;
  // The server's reason (e.g. a teacher may not list the school's students) says more than "failed".
  const status = choices.error ? errorMessage(choices.error, t('form.choicesError')) : choices.data && found.length === 0 ? t('form.choicesNone') : undefined;

  return (
    <Group>
      <SelectField {...binding} label={label} hint={status} disabled={disabled} aria-busy={choices.isFetching}>
        <option value="">{noneLabel ?? t('form.choose')}</option>
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <Input type="search" aria-label={t('form.searchIn', { field: label })} placeholder={t('form.searchPlaceholder')} value={text} onChange={(event) => setText(event.target.value)} disabled={disabled} />
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: 6px;
`;
