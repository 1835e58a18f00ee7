import { FormGrid } from '@school/shared/ui';
import { RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { SoundUpload } from '../upload.js';

type WordEntry = EditorProps<'wordlist'>['value']['words'][number];

export default function WordlistEditor({ value, onChange, errors }: EditorProps<'wordlist'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList<WordEntry>
      legend={t('wordlist.words')}
      error={errorAt('words')}
      items={value.words}
      min={1}
      newItem={() => ({ word: '', translation: '' })}
      onChange={(words) => onChange({ ...value, words })}
      addLabel={t('wordlist.add')}
      removeLabel={(number) => t('wordlist.remove', { number })}
      renderRow={(entry, index, update) => (
        <Stack>
          <FormGrid $min={160}>
            <RowText label={t('wordlist.word', { number: index + 1 })} value={entry.word} error={errorAt('words', index, 'word')} onChange={(word) => update({ ...entry, word })} />
            <RowText
              label={t('wordlist.translation', { number: index + 1 })}
              value={entry.translation}
              error={errorAt('words', index, 'translation')}
              onChange={(translation) => update({ ...entry, translation })}
            />
          </FormGrid>
          <SoundUpload
            label={t('wordlist.sound', { number: index + 1 })}
            listenLabel={t('wordlist.listen', { number: index + 1 })}
            removeLabel={t('wordlist.removeSound', { number: index + 1 })}
            uploadingLabel={t('wordlist.uploading', { number: index + 1 })}
            audio={entry.audio}
            error={errorAt('words', index, 'audio')}
            onChange={(audio) => {
              // No sound is no field at all (the schema allows only our file addresses).
              const { audio: _old, ...rest } = entry;
              update(audio ? { ...rest, audio } : rest);
            }}
          />
        </Stack>
      )}
    />
  );
}
