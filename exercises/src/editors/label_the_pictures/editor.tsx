import { useState } from 'react';
import { styled } from 'styled-components';
import { api, errorMessage } from '@school/shared';
import { FormGrid, ImageInput } from '@school/shared/ui';
import { RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

type Picture = EditorProps<'label_the_pictures'>['value']['images'][number];

/** What `POST files` answers (the API's files module): the stored picture's address. */
interface StoredFile {
  url: string;
}

const Thumb = styled.div`
  max-inline-size: 240px;
`;

/**
 * One picture: upload it with the kit's image picker (the shared image rule runs before a byte
 * is sent) and its address fills in; or paste the address of a picture already uploaded.
 */
function PictureFields({ picture, number, update, imageError, labelError }: { picture: Picture; number: number; update: (next: Picture) => void; imageError?: string | undefined; labelError?: string | undefined }) {
  const { t } = useEditorText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(chosen: File) {
    setFile(chosen);
    setProblem(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', chosen);
      const stored = await api.upload<StoredFile>('files', form, { method: 'post', onProgress: setProgress });
      update({ ...picture, image: stored.url });
      setFile(null);
    } catch (error) {
      setProblem(errorMessage(error, t('errors.uploadFailed', { ns: 'common' })));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack>
      <Thumb>
        <ImageInput
          label={t('pictures.upload', { number })}
          file={file}
          currentUrl={picture.image || null}
          currentAlt={t('pictures.alt', { number })}
          progress={progress}
          error={problem}
          onSelect={(chosen) => void upload(chosen)}
          onRemove={() => {
            setFile(null);
            update({ ...picture, image: '' });
          }}
        />
      </Thumb>
      <FormGrid $min={160}>
        <RowText label={t('pictures.image', { number })} value={picture.image} error={imageError} onChange={(image) => update({ ...picture, image })} />
        <RowText label={t('pictures.label', { number })} value={picture.label} error={labelError} onChange={(label) => update({ ...picture, label })} />
      </FormGrid>
    </Stack>
  );
}

export default function LabelThePicturesEditor({ value, onChange, errors }: EditorProps<'label_the_pictures'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('pictures.images')}
      error={errorAt('images')}
      items={value.images}
      min={1}
      newItem={() => ({ image: '', label: '' })}
      onChange={(images) => onChange({ ...value, images })}
      addLabel={t('pictures.add')}
      removeLabel={(number) => t('pictures.remove', { number })}
      renderRow={(picture, index, update) => (
        <PictureFields
          picture={picture}
          number={index + 1}
          update={update}
          imageError={errorAt('images', index, 'image')}
          labelError={errorAt('images', index, 'label')}
        />
      )}
    />
  );
}
