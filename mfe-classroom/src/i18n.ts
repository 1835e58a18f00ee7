import type { Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-classroom lives under `classroom:`. */
export const CLASSROOM_NAMESPACE = 'classroom';

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a reader downloads only the language they read. */
export function loadClassroomLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "classroom-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}
