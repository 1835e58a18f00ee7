import { registerNamespace, type Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-content lives under `content:`. */
export const CONTENT_NAMESPACE = 'content';

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a reader downloads only the language they read. */
export function loadContentLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "content-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}

/**
 * Registers the strings of the exercise players and editors (the package's `exercises`
 * namespace) for the pages that show exercises. Not part of `init`: the host awaits that before
 * every page, and exercise code must never load where no exercise is shown (the sign-in page).
 */
export function registerExerciseNamespaces(): Promise<void> {
  return import(/* webpackChunkName: "exercise-players" */ '@school/exercises/players').then((module) =>
    registerNamespace(module.EXERCISES_NAMESPACE, module.loadExercisesLocale),
  );
}
