import { changeLanguage, LANGUAGES, useLanguageLoading, useTranslation, type Language } from '@school/shared';
import { Select } from '@school/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

/** Each language in its own words: a visitor who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = {
  uk: 'Українська',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  zh: '中文',
  de: 'Deutsch',
};

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;

  ${Select} {
    inline-size: auto;
  }
`;

/**
 * The language switch of the signed-out pages. They start in the browser's language (or the
 * one chosen here before); a choice is remembered in this browser, and once signed in the
 * profile's language applies.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const loading = useLanguageLoading();
  return (
    <Row>
      <label htmlFor={id}>{t('common.language')}</label>
      <Select id={id} value={i18n.language} disabled={loading} aria-busy={loading} onChange={(event) => void changeLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </Row>
  );
}
