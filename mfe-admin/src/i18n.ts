import type { Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-admin lives under `admin:`. */
export const ADMIN_NAMESPACE = 'admin';

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a reader downloads only the language they read. */
export function loadAdminLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "admin-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}
