import { loadAreaMessages, type Language } from '@school/shared';

/** The i18n namespace of this remote: every string of mfe-schedule lives under `schedule:`. */
export const SCHEDULE_NAMESPACE = 'schedule';

type LocaleModule = { default: Record<string, unknown> };

/**
 * One chunk per language, so a reader downloads only the language they read. With the shared
 * catalogue's area messages (`common:schedule.*`): what the server and the lesson form say.
 */
export function loadScheduleLocale(language: Language): Promise<Record<string, unknown>> {
  const own = import(/* webpackChunkName: "schedule-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
  return Promise.all([own, loadAreaMessages()]).then(([bundle]) => bundle);
}
