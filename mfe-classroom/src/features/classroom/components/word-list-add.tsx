import { useTranslation } from '@school/shared';
import { useWrite } from '@school/shared/query';
import { Button } from '@school/shared/ui';
import styled from 'styled-components';
import { dictionaryApi, dictionaryKeys, type DictionaryBody, type DictionaryEntry } from '../../dictionary';
import type { ClassExercise } from '../../../api/class-queries';

type Word = { word: string; translation: string; audio?: string | undefined };

/** The words of a word-list exercise, or none for any other type. */
export function wordsOf(exercise: ClassExercise): readonly Word[] {
  return exercise.type === 'wordlist' ? exercise.words : [];
}

export interface WordListAddProps {
  words: readonly Word[];
  /** The language the class's course teaches (its `courseLanguage`): what the words are in. */
  language: DictionaryBody['language'];
  /** Staff name the student whose dictionary it is; a student adds to their own (null). */
  studentId: string | null;
  /** After the word was added: the class dictionary reloads from page 1. */
  onAdded: () => void;
  exerciseTitle: string;
}

/**
 * "Add to dictionary" for each word of a word list shown in the class. The server refuses a word
 * already there (409 with its message, shown as the error toast); nothing on screen is lost.
 */
export function WordListAdd({ words, language, studentId, onAdded, exerciseTitle }: WordListAddProps) {
  const { t } = useTranslation('classroom');
  const add = useWrite<DictionaryEntry, DictionaryBody>({
    write: (body) => dictionaryApi.create(body),
    success: t('dictionary.toast.added'),
    failure: t('dictionary.toast.addError'),
    // The main dictionary (and every class list, under the same root) reads again.
    invalidates: [dictionaryKeys.all],
    onSuccess: onAdded,
  });
  if (words.length === 0) return null;
  return (
    <Group role="group" aria-label={t('classDictionary.addGroup', { name: exerciseTitle })}>
      <Caption>{t('classDictionary.addTitle')}</Caption>
      {words.map((word, index) => (
        <Button
          key={index}
          type="button"
          $variant="ghost"
          // Not disabled while a word is sent: the pressed button keeps the keyboard's focus.
          aria-disabled={add.isPending || undefined}
          aria-label={t('classDictionary.addNamed', { word: word.word })}
          onClick={() =>
            !add.isPending &&
            add.mutate({
              phrase: word.word,
              translation: word.translation,
              language,
              ...(word.audio ? { audio: word.audio } : {}),
              ...(studentId ? { studentId } : {}),
            } as DictionaryBody)
          }
        >
          + <span dir="auto">{word.word}</span>
        </Button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  padding-block-start: 8px;
`;

const Caption = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
