import { Fragment } from 'react';
import { parseOptionText } from '../../text.js';
import { BracketText, PreviewGap, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

function OptionPreview({ text }: { text: string }) {
  const { t } = useEditorText();
  const { parts, gaps } = parseOptionText(text);
  if (gaps.length === 0) return <span>{t('editor.previewEmpty')}</span>;
  return (
    <>
      {parts.map((part, index) =>
        'gap' in part ? (
          <PreviewGap key={index}>
            {part.options.map((option, at) => (
              <Fragment key={at}>
                {at > 0 && ' / '}
                {at === part.correct ? <strong aria-label={t('options.correctOption', { option })}>{option}</strong> : option}
              </Fragment>
            ))}
          </PreviewGap>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export default function ChooseCorrectOptionEditor({ value, onChange, errors }: EditorProps<'choose_correct_option'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <Stack>
      <BracketText
        label={t('gaps.text')}
        hint={t('options.hint')}
        value={value.text}
        error={errorAt('text')}
        onChange={(text) => onChange({ ...value, text })}
        preview={<OptionPreview text={value.text} />}
      />
    </Stack>
  );
}
