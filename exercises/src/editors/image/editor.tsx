import { RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { PictureUpload } from '../upload.js';

export default function ImageEditor({ value, onChange, errors }: EditorProps<'image'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <Stack>
      <PictureUpload label={t('media.picture')} value={value.image} currentAlt={t('media.pictureAlt')} error={errorAt('image')} onChange={(image) => onChange({ ...value, image })} />
      <RowText label={t('media.caption')} value={value.caption} error={errorAt('caption')} onChange={(caption) => onChange({ ...value, caption })} />
    </Stack>
  );
}
