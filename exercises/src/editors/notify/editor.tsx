import { useId } from 'react';
import { styled } from 'styled-components';
import { ErrorText, MutedText, TextAreaField } from '@school/shared/ui';
import { NOTE_COLORS } from '../../media/notify/index.js';
import { NOTE_HUES } from '../../players/notify.js';
import { Check, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function NotifyEditor({ value, onChange, errors }: EditorProps<'notify'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  const colorError = errorAt('color');
  return (
    <Stack>
      <TextAreaField
        id={`${id}-text`}
        label={t('note.text')}
        rows={4}
        dir="auto"
        value={value.text}
        error={errorAt('text')}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
      />
      <Colors aria-describedby={colorError ? `${id}-color-error` : undefined}>
        <legend>{t('note.color')}</legend>
        {NOTE_COLORS.map((color) => (
          <Swatch key={color}>
            <input type="radio" name={`${id}-color`} value={color} checked={value.color === color} onChange={() => onChange({ ...value, color })} />
            <Dot aria-hidden="true" style={{ background: NOTE_HUES[color] }} />
            {t(`note.colors.${color}`)}
          </Swatch>
        ))}
        {colorError && <ErrorText id={`${id}-color-error`}>{colorError}</ErrorText>}
      </Colors>
      <Check label={t('note.visible')} checked={value.visibleToStudent} onChange={(visibleToStudent) => onChange({ ...value, visibleToStudent })} />
      {!value.visibleToStudent && <MutedText>{t('note.hiddenHint')}</MutedText>}
    </Stack>
  );
}

const Colors = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
`;

const Swatch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-block-size: 32px;
  cursor: pointer;
`;

const Dot = styled.span`
  inline-size: 16px;
  block-size: 16px;
  border-radius: 50%;
`;

