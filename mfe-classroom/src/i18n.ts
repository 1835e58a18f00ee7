import { loadAreaMessages, type Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-classroom lives under `classroom:`. */
export const CLASSROOM_NAMESPACE = 'classroom';

type LocaleModule = { default: Record<string, unknown> };

/**
 * One chunk per language, so a reader downloads only the language they read. With the shared
 * catalogue's area messages (`common:classroom.*`, `common:exercise.*`): what the server and the
 * class forms say, which the sign-in page never loads.
 */
export function loadClassroomLocale(language: Language): Promise<Record<string, unknown>> {
  const own = import(/* webpackChunkName: "classroom-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
  return Promise.all([own, loadAreaMessages()]).then(([bundle]) => bundle);
}
