import { toast, useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import styled from 'styled-components';
import { pronounce } from '../../dictionary';
import type { ClassDictionaryState } from '../hooks/use-class-dictionary';

/**
 * The side panel's "Dictionary": the watched student's words (the teacher's), or the student's
 * own, newest first, with "Load more" while there are more (spec 01 §4).
 */
export function ClassDictionaryList({ dictionary, studentName }: { dictionary: ClassDictionaryState; studentName?: string | undefined }) {
  const { t } = useTranslation('classroom');
  const { entries } = dictionary;
  let body;
  if (dictionary.failed)
    body = (
      <div role="alert">
        <p>{t('classDictionary.loadError')}</p>
        <Button type="button" onClick={dictionary.retry}>
          {t('classDictionary.retry')}
        </Button>
      </div>
    );
  else if (!entries) body = <p role="status">{t('classDictionary.loading')}</p>;
  else if (entries.length === 0) body = <p>{t('classDictionary.empty')}</p>;
  else
    body = (
      <>
        <Words aria-label={t('classDictionary.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <Phrase dir="auto">{entry.phrase}</Phrase>
                <Translation dir="auto">{entry.customTranslation || entry.translation}</Translation>
              </span>
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('dictionary.actions.pronounceNamed', { phrase: entry.phrase })}
                onClick={() => {
                  if (!pronounce(entry)) toast.error(t('dictionary.audioUnsupported'));
                }}
              >
                {t('dictionary.actions.pronounce')}
              </Button>
            </li>
          ))}
        </Words>
        {dictionary.moreFailed && (
          <div role="alert">
            <p>{t('classDictionary.moreError')}</p>
            <Button type="button" onClick={dictionary.retry}>
              {t('classDictionary.retry')}
            </Button>
          </div>
        )}
        {dictionary.hasMore && !dictionary.moreFailed && (
          // Not disabled while loading: the button keeps the keyboard's focus (a second press is ignored).
          <Button type="button" onClick={dictionary.loadMore} aria-disabled={dictionary.loadingMore || undefined} aria-busy={dictionary.loadingMore || undefined}>
            {dictionary.loadingMore ? t('classDictionary.loadingMore') : t('classDictionary.loadMore')}
          </Button>
        )}
      </>
    );
  return (
    <section aria-labelledby="class-dictionary-heading">
      <h2 id="class-dictionary-heading">{t('classDictionary.title')}</h2>
      {studentName && <Muted dir="auto">{studentName}</Muted>}
      {body}
    </section>
  );
}

const Words = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  li > span {
    display: grid;
    min-inline-size: 0;
  }
`;

const Phrase = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Translation = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0 0 8px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
