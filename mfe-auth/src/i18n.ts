import type { Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-auth lives under `auth:`. */
export const AUTH_NAMESPACE = 'auth';

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a visitor downloads only the language they read. */
export function loadAuthLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "auth-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}
