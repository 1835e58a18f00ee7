import { atom } from 'jotai';
import { appStore } from './store.js';
import dayjs from 'dayjs';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../contracts/common.js';
import type { AreaMessages } from '../contracts/messages/en.js';
import type { StartMessages } from '../contracts/messages/start/en.js';
import { setLanguageProvider } from './http.js';

/**
 * Apps translate through this re-export, not by importing `react-i18next`: like the router
 * (router.ts), it is bundled inside the one `@school/shared` singleton, where only the hook
 * the apps use is kept, about 6 KB gzipped less than sharing the whole package as a
 * federated module (docs/decisions/0004-bundle-budget.md). Lint forbids the direct import.
 */
export { useTranslation } from 'react-i18next';

export type NamespaceLoader = (language: Language) => Promise<ResourceLanguage[string]>;

/** By key: a namespace's own loader under its name, a later part of it under `<namespace>/<part>`. */
const loaders = new Map<string, { namespace: string; load: NamespaceLoader }>();
const loaded = new Set<string>();

/**
 * The first of the browser's languages (most wanted first, e.g. `navigator.languages`) that the
 * site has, by primary subtag: `de-AT` is German, `zh-Hans-CN` Chinese; null when none is.
 */
export function preferredLanguage(wanted: readonly string[]): Language | null {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  }
  return null;
}

function browserLanguages(): readonly string[] {
  const navigator = globalThis.navigator as Navigator | undefined;
  if (!navigator) return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The language a page starts in: the one chosen in this browser (the switch on the signed-out
 * pages, the user menu, or the profile's at the last sign-in), else the browser's own, else
 * Ukrainian.
 */
function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if ((LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language;
  } catch {
    // Storage refused (private mode): the browser's language still applies.
  }
  return preferredLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE;
}

/** True while a language change loads its resources. */
export const languageLoadingAtom = atom(false);

/** The shared catalogue's groups any page may show from its start (validation, sign-in, errors, the kit), one chunk per language. */
const startCatalogues: Record<Language, () => Promise<StartMessages>> = {
  uk: () => import('../contracts/messages/start/uk.js').then((module) => module.ukStart),
  en: () => import('../contracts/messages/start/en.js').then((module) => module.enStart),
  es: () => import('../contracts/messages/start/es.js').then((module) => module.esStart),
  fr: () => import('../contracts/messages/start/fr.js').then((module) => module.frStart),
  it: () => import('../contracts/messages/start/it.js').then((module) => module.itStart),
  zh: () => import('../contracts/messages/start/zh.js').then((module) => module.zhStart),
  de: () => import('../contracts/messages/start/de.js').then((module) => module.deStart),
};

/**
 * The groups only the course, lesson and administration pages show (exercises, course structure,
 * administration): loaded by those pages (`loadAreaMessages`), never before the first render. The
 * `later-` chunk names keep them out of the start-up preloads (shared/build/boot-assets.cjs).
 */
const areaCatalogues: Record<Language, () => Promise<AreaMessages>> = {
  uk: () => import(/* webpackChunkName: "later-common-uk" */ '../contracts/messages/uk.js').then((module) => module.ukAreas),
  en: () => import(/* webpackChunkName: "later-common-en" */ '../contracts/messages/en.js').then((module) => module.enAreas),
  es: () => import(/* webpackChunkName: "later-common-es" */ '../contracts/messages/es.js').then((module) => module.esAreas),
  fr: () => import(/* webpackChunkName: "later-common-fr" */ '../contracts/messages/fr.js').then((module) => module.frAreas),
  it: () => import(/* webpackChunkName: "later-common-it" */ '../contracts/messages/it.js').then((module) => module.itAreas),
  zh: () => import(/* webpackChunkName: "later-common-zh" */ '../contracts/messages/zh.js').then((module) => module.zhAreas),
  de: () => import(/* webpackChunkName: "later-common-de" */ '../contracts/messages/de.js').then((module) => module.deAreas),
};

/** The one i18next instance of the site; each remote adds its namespace. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
setLanguageProvider(() => i18n.language || DEFAULT_LANGUAGE);

export function currentLanguage(): Language {
  return (i18n.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

async function loadNamespace(key: string, language: Language): Promise<void> {
  const loadedKey = `${language}/${key}`;
  const entry = loaders.get(key);
  if (!entry || loaded.has(loadedKey)) return;
  const bundle = await entry.load(language);
  // Deep and overwriting: a later part of a namespace is merged into what is there.
  i18n.addResourceBundle(language, entry.namespace, bundle, true, true);
  loaded.add(loadedKey);
}

/** Registers a remote's namespace and loads it for the current language. */
export async function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  if (!loaders.has(namespace)) loaders.set(namespace, { namespace, load: loader });
  await loadNamespace(namespace, currentLanguage());
}

const AREA_MESSAGES = 'common/areas';

/**
 * Adds the shared catalogue's exercise, course-structure and administration groups to the `common`
 * namespace, for the current language now and for every later language change. For the pages
 * that show them (course, lesson, administration), before they render; the sign-in page and the
 * course list never load them.
 */
export async function loadAreaMessages(): Promise<void> {
  if (!loaders.has(AREA_MESSAGES)) loaders.set(AREA_MESSAGES, { namespace: 'common', load: (language) => areaCatalogues[language]() });
  await loadNamespace(AREA_MESSAGES, currentLanguage());
}

const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  uk: () => import('dayjs/locale/uk.js'),
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es.js'),
  fr: () => import('dayjs/locale/fr.js'),
  it: () => import('dayjs/locale/it.js'),
  zh: () => import('dayjs/locale/zh-cn.js'),
  de: () => import('dayjs/locale/de.js'),
};

async function applyDayjsLocale(language: Language): Promise<void> {
  await dayjsLocales[language]();
  dayjs.locale(language === 'zh' ? 'zh-cn' : language);
}

/** Loads every registered namespace for the language, then switches to it and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  appStore.set(languageLoadingAtom, true);
  try {
    await Promise.all([...loaders.keys()].map((key) => loadNamespace(key, language)));
    await applyDayjsLocale(language);
    await i18n.changeLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered, but still switched for this tab.
    }
  } finally {
    appStore.set(languageLoadingAtom, false);
  }
}

const commonReady = registerNamespace('common', (language) => startCatalogues[language]());

/** Loads the stored language's shared catalogue and date formatting at start-up. */
export async function initLanguage(): Promise<void> {
  const language = currentLanguage();
  await Promise.all([commonReady, applyDayjsLocale(language)]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Formats an ISO date as the spec's dd.MM.yyyy HH:mm. */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY HH:mm');
}

/** The date part alone, dd.MM.yyyy, where the time says nothing (a purchase, a due day). */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY');
}
