// The namespace and its loader live in src/i18n.ts, shared with the editors.
export { EXERCISES_NAMESPACE, loadExercisesLocale } from '../i18n.js';
