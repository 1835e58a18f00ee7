import {
  changeLanguage,
  currentLanguage,
  LANGUAGES,
  rememberLanguage,
  THEME_SCHEMAS,
  useLanguageLoading,
  type ControlSize,
  type Language,
  type ThemeSchemaName,
} from '@school/shared';
import { Spinner, VisuallyHidden } from '@school/shared/ui';
import { useHostTranslation } from '../../../i18n';
import { updateThemeSettings, useThemeSettings } from '../../../theme';
import { Row, SectionTitle, Select, Switch } from './styles';

/** The interface language, kept in the profile; a spinner while its texts load. */
export function UserMenuLanguage({ idPrefix }: { idPrefix: string }) {
  const { t } = useHostTranslation();
  const languageLoading = useLanguageLoading();
  return (
    <Row>
        <label htmlFor={`${idPrefix}-language`}>{t('header.language')}</label>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {languageLoading && (
            <span role="status">
              <Spinner $size={20} />
              <VisuallyHidden>{t('header.languageLoading')}</VisuallyHidden>
            </span>
          )}
          <Select
            id={`${idPrefix}-language`}
            value={currentLanguage()}
            disabled={languageLoading}
            aria-busy={languageLoading}
            onChange={(event) => {
              const language = event.target.value as Language;
              void changeLanguage(language);
              // Kept in the profile too, so the next sign-in on any browser starts in it.
              rememberLanguage(language).catch((error: unknown) => console.error('Language not saved to the profile', error));
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </Select>
        </span>
      </Row>
  );
}

/** Colour scheme, dark mode, direction and control size. */
export function UserMenuAppearance({ idPrefix }: { idPrefix: string }) {
  const { t } = useHostTranslation();
  const theme = useThemeSettings();
  return (
    <>
      <SectionTitle>{t('theme.title')}</SectionTitle>
      <Row>
        <label htmlFor={`${idPrefix}-schema`}>{t('theme.schema')}</label>
        <Select id={`${idPrefix}-schema`} value={theme.schema} onChange={(event) => updateThemeSettings({ schema: event.target.value as ThemeSchemaName })}>
          {THEME_SCHEMAS.map((schema) => (
            <option key={schema} value={schema}>
              {t(`theme.schemas.${schema}`)}
            </option>
          ))}
        </Select>
      </Row>
      <Row>
        <label htmlFor={`${idPrefix}-dark`}>{t('theme.darkMode')}</label>
        <Switch
          id={`${idPrefix}-dark`}
          type="checkbox"
          role="switch"
          checked={theme.mode === 'dark'}
          onChange={(event) => updateThemeSettings({ mode: event.target.checked ? 'dark' : 'light' })}
        />
      </Row>
      <Row>
        <label htmlFor={`${idPrefix}-rtl`}>{t('theme.rtl')}</label>
        <Switch
          id={`${idPrefix}-rtl`}
          type="checkbox"
          role="switch"
          checked={theme.direction === 'rtl'}
          onChange={(event) => updateThemeSettings({ direction: event.target.checked ? 'rtl' : 'ltr' })}
        />
      </Row>
      <Row>
        <label htmlFor={`${idPrefix}-size`}>{t('theme.controlSize')}</label>
        <Select id={`${idPrefix}-size`} value={theme.controlSize} onChange={(event) => updateThemeSettings({ controlSize: event.target.value as ControlSize })}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <option key={size} value={size}>
              {t(`theme.sizes.${size}`)}
            </option>
          ))}
        </Select>
      </Row>
    </>
  );
}
