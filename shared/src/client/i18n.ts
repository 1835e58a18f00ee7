import { atom } from 'jotai';
import { appStore } from './store.js';
import dayjs from 'dayjs';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../contracts/common.js';
import type { MessageCatalogue } from '../contracts/messages/en.js';
import { setLanguageProvider } from './http.js';

/**
 * Apps translate through this re-export, not by importing `react-i18next`: like the router
 * (router.ts), it is bundled inside the one `@school/shared` singleton, where only the hook
 * the apps use is kept, about 6 KB gzipped less than sharing the whole package as a
 * federated module (docs/decisions/0004-bundle-budget.md). Lint forbids the direct import.
 */
export { useTranslation } from 'react-i18next';

export type NamespaceLoader = (language: Language) => Promise<ResourceLanguage[string]>;

const loaders = new Map<string, NamespaceLoader>();
const loaded = new Set<string>();

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** True while a language change loads its resources. */
export const languageLoadingAtom = atom(false);

/** The shared validation and error catalogue, one chunk per language. */
const commonCatalogues: Record<Language, () => Promise<MessageCatalogue>> = {
  uk: () => import('../contracts/messages/uk.js').then((module) => module.uk),
  en: () => import('../contracts/messages/en.js').then((module) => module.en),
  es: () => import('../contracts/messages/es.js').then((module) => module.es),
  fr: () => import('../contracts/messages/fr.js').then((module) => module.fr),
  it: () => import('../contracts/messages/it.js').then((module) => module.it),
  zh: () => import('../contracts/messages/zh.js').then((module) => module.zh),
  de: () => import('../contracts/messages/de.js').then((module) => module.de),
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

async function loadNamespace(namespace: string, language: Language): Promise<void> {
  const key = `${language}/${namespace}`;
  const loader = loaders.get(namespace);
  if (!loader || loaded.has(key)) return;
  const bundle = await loader(language);
  i18n.addResourceBundle(language, namespace, bundle, true, true);
  loaded.add(key);
}

/** Registers a remote's namespace and loads it for the current language. */
export async function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  if (!loaders.has(namespace)) loaders.set(namespace, loader);
  await loadNamespace(namespace, currentLanguage());
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
    await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
    await applyDayjsLocale(language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered, but still switched for this tab.
    }
  } finally {
    appStore.set(languageLoadingAtom, false);
  }
}

const commonReady = registerNamespace('common', (language) => commonCatalogues[language]());

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
