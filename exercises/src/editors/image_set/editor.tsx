import { RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { PictureUpload } from '../upload.js';

type Picture = EditorProps<'image_set'>['value']['images'][number];

export default function ImageSetEditor({ value, onChange, errors }: EditorProps<'image_set'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList<Picture>
      legend={t('media.pictures')}
      hint={t('media.picturesHint')}
      error={errorAt('images')}
      items={value.images}
      min={1}
      newItem={() => ({ image: '', caption: '' })}
      onChange={(images) => onChange({ ...value, images })}
      addLabel={t('media.addPicture')}
      removeLabel={(number) => t('media.removePicture', { number })}
      renderRow={(picture, index, update) => (
        <Stack>
          <PictureUpload
            label={t('media.pictureNumber', { number: index + 1 })}
            value={picture.image}
            currentAlt={t('media.pictureNumber', { number: index + 1 })}
            error={errorAt('images', index, 'image')}
            onChange={(image) => update({ ...picture, image })}
          />
          <RowText
            label={t('media.captionNumber', { number: index + 1 })}
            value={picture.caption}
            error={errorAt('images', index, 'caption')}
            onChange={(caption) => update({ ...picture, caption })}
          />
        </Stack>
      )}
    />
  );
}
