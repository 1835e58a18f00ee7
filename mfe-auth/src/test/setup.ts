import { changeLanguage } from '@school/shared';
import { initAuthI18n } from '../i18n';

// Tests read English: register this remote's namespace as the host would, then switch language.
beforeAll(async () => {
  await initAuthI18n();
  await changeLanguage('en');
});
