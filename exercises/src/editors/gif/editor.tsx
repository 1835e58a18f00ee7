import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { PictureUpload } from '../upload.js';

export default function GifEditor({ value, onChange, errors }: EditorProps<'gif'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <Stack>
      <PictureUpload gifOnly label={t('media.gif')} value={value.gif} currentAlt={t('media.gif')} error={errorAt('gif')} onChange={(gif) => onChange({ gif })} />
    </Stack>
  );
}
