import type { Language } from '@school/shared';

/**
 * The one i18n namespace of the exercise components (players and editors): `exercises`, with
 * its catalogues in `src/locales/<lang>.json`. Both subpaths import this loader, so the
 * namespace has one source whichever of them a page loads first.
 */
export const EXERCISES_NAMESPACE = 'exercises';

type LocaleModule = { default: Record<string, unknown> };

/**
 * One chunk per language, for `registerNamespace(EXERCISES_NAMESPACE, loadExercisesLocale)` in
 * the remote that shows exercises: a reader downloads only the language they read.
 */
export function loadExercisesLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "exercises-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}
