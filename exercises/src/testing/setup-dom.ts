import '@testing-library/jest-dom';
import { changeLanguage } from '@school/shared';
import { registerExercisesNamespace } from '../editors/index.js';

// Editor tests read English: register the namespace as loadEditor does, then switch language.
beforeAll(async () => {
  await registerExercisesNamespace();
  await changeLanguage('en');
});
