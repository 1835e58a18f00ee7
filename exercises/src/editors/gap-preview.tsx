import { Fragment } from 'react';
import { parseGapText } from '../text.js';
import { PreviewGap, useEditorText } from './common.js';

/** The text with each blank shown as a box holding its accepted answers. */
export function GapPreview({ text }: { text: string }) {
  const { t } = useEditorText();
  const { parts, gaps } = parseGapText(text);
  if (gaps.length === 0) return <span>{t('editor.previewEmpty')}</span>;
  return (
    <>
      {parts.map((part, index) =>
        'gap' in part ? (
          <PreviewGap key={index} aria-label={t('editor.previewGap', { number: part.gap + 1, answers: part.answers.join(' / ') })}>
            {part.answers.join(' / ') || '\u2026'}
          </PreviewGap>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
