import type { Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-content lives under `content:`. */
export const CONTENT_NAMESPACE = 'content';

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a reader downloads only the language they read. */
export function loadContentLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "content-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}
