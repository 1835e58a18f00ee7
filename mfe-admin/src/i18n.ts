import { loadAreaMessages, type Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-admin lives under `admin:`. */
export const ADMIN_NAMESPACE = 'admin';

type LocaleModule = { default: Record<string, unknown> };

/**
 * One chunk per language, so a reader downloads only the language they read. With the shared
 * catalogue's administration messages (`common:admin.*`), which every page here may show and
 * the sign-in page and the course list never load (shared/src/client/i18n.ts).
 */
export function loadAdminLocale(language: Language): Promise<Record<string, unknown>> {
  const own = import(/* webpackChunkName: "admin-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
  return Promise.all([own, loadAreaMessages()]).then(([bundle]) => bundle);
}
