import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@school/shared';
import { useQuery, useWrite } from '@school/shared/query';
import { Button, Input, Label, MutedText } from '@school/shared/ui';
import styled from 'styled-components';
import { dictionaryApi, dictionaryKeys, type DictionaryBody, type DictionaryEntry } from '../../dictionary';
import type { IncorrectWord, PersonRef } from '../../../lib/classroom-contracts';
import { reviewKeys, reviewQueries } from '../api/review';

export interface IncorrectWordsPanelProps {
  classId: string;
  student: PersonRef;
  /** The language the class's course teaches: what the words are in. */
  language: DictionaryBody['language'];
  /** The class's teacher adds words to the student's dictionary; others only read. */
  canAdd: boolean;
  /** After a word was added: the class dictionary reloads from page 1. */
  onAdded: () => void;
}

/**
 * The side panel's "Incorrect words": what the watched student got wrong in the lesson's
 * exercises, as the server scored their answers (docs/decisions/classroom-review.md), each with
 * "add to dictionary". A word the dictionary has is marked instead (no duplicates); a word
 * without a translation in its exercise asks the teacher for one.
 */
export function IncorrectWordsPanel({ classId, student, language, canAdd, onAdded }: IncorrectWordsPanelProps) {
  const { t } = useTranslation('classroom');
  const words = useQuery(reviewQueries.incorrectWords(classId, student.id));
  let body;
  if (words.error && !words.data)
    body = (
      <div role="alert">
        <p>{t('incorrectWords.loadError')}</p>
        <Button type="button" onClick={() => void words.refetch()}>
          {t('incorrectWords.retry')}
        </Button>
      </div>
    );
  else if (!words.data) body = <p role="status">{t('incorrectWords.loading')}</p>;
  else if (words.data.words.length === 0) body = <MutedText>{t('incorrectWords.none', { name: student.firstName })}</MutedText>;
  else
    body = (
      <List aria-label={t('incorrectWords.listLabel', { name: student.firstName })}>
        {words.data.words.map((word) => (
          <li key={`${word.exerciseId}:${word.phrase}`}>
            <WordRow classId={classId} word={word} studentId={student.id} language={language} canAdd={canAdd} onAdded={onAdded} />
          </li>
        ))}
      </List>
    );
  return (
    <section aria-labelledby="class-incorrect-words-heading" data-incorrect-words>
      <h2 id="class-incorrect-words-heading">{t('incorrectWords.title')}</h2>
      {body}
    </section>
  );
}

function WordRow({ classId, word, studentId, language, canAdd, onAdded }: { classId: string; word: IncorrectWord; studentId: string } & Omit<IncorrectWordsPanelProps, 'classId' | 'student'>) {
  const { t } = useTranslation('classroom');
  const inputId = useId();
  const [asking, setAsking] = useState(false);
  const [translation, setTranslation] = useState('');
  const add = useWrite<DictionaryEntry, DictionaryBody>({
    write: (body) => dictionaryApi.create(body),
    success: t('dictionary.toast.added'),
    failure: t('dictionary.toast.addError'),
    // The dictionary (and the class's list under its root) and the "in the dictionary" marks read again.
    invalidates: [dictionaryKeys.all, reviewKeys.incorrectWordsOf(classId)],
    onSuccess: () => {
      setAsking(false);
      onAdded();
    },
  });
  const send = (text: string) => {
    if (add.isPending) return;
    add.mutate({ phrase: word.phrase, translation: text, language, studentId } as DictionaryBody);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(translation.trim());
  };

  return (
    <Row>
      <span>
        <Phrase dir="auto">{word.phrase}</Phrase>
        {word.translation && <Muted dir="auto">{word.translation}</Muted>}
        <Muted dir="auto">{word.exerciseTitle}</Muted>
      </span>
      {word.inDictionary ? (
        <Muted data-in-dictionary>{t('incorrectWords.inDictionary')}</Muted>
      ) : canAdd && word.translation ? (
        <Button
          type="button"
          $variant="ghost"
          aria-disabled={add.isPending || undefined}
          aria-label={t('classDictionary.addNamed', { word: word.phrase })}
          onClick={() => send(word.translation ?? '')}
        >
          {t('incorrectWords.add')}
        </Button>
      ) : canAdd && !asking ? (
        <Button type="button" $variant="ghost" aria-expanded={false} aria-label={t('classDictionary.addNamed', { word: word.phrase })} onClick={() => setAsking(true)}>
          {t('incorrectWords.add')}
        </Button>
      ) : canAdd ? (
        <AddForm onSubmit={submit}>
          <Label htmlFor={inputId}>{t('incorrectWords.translationOf', { word: word.phrase })}</Label>
          <Input id={inputId} value={translation} onChange={(event) => setTranslation(event.target.value)} required minLength={2} maxLength={500} autoFocus dir="auto" />
          <Actions>
            <Button type="submit" aria-disabled={add.isPending || undefined}>
              {t('incorrectWords.addConfirm')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setAsking(false)}>
              {t('incorrectWords.cancel')}
            </Button>
          </Actions>
        </AddForm>
      ) : null}
    </Row>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  gap: 4px;
  > span {
    display: grid;
  }
`;

const Phrase = styled.strong``;

const Muted = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AddForm = styled.form`
  display: grid;
  gap: 4px;
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;
