import { changeLanguage } from '@school/shared';
import { init } from '../routes';

// Tests read English: register the namespace as the host would, then switch language.
beforeAll(async () => {
  await init();
  await changeLanguage('en');
});
