import { useId } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { ScheduleScope } from '@school/shared/contracts';

const Choices = styled.fieldset`
  display: grid;
  gap: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0 0 12px;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

export interface ScopeFieldProps {
  value: ScheduleScope;
  onChange: (scope: ScheduleScope) => void;
  disabled?: boolean;
  /** Which question: a change or a deletion. */
  action: 'change' | 'delete';
}

/** For a lesson of a weekly series: only this one, or this and all the following ones. */
export function ScopeField({ value, onChange, disabled, action }: ScopeFieldProps) {
  const { t } = useTranslation('schedule');
  const name = useId();
  return (
    <Choices disabled={disabled}>
      <legend>{t(action === 'delete' ? 'scope.deleteLegend' : 'scope.legend')}</legend>
      {(['one', 'following'] as const).map((scope) => (
        <Choice key={scope}>
          <input type="radio" name={name} value={scope} checked={value === scope} onChange={() => onChange(scope)} />
          {t(`scope.${scope}`)}
        </Choice>
      ))}
    </Choices>
  );
}
