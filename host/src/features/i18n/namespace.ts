import { type Language, registerNamespace, useTranslation } from '@school/shared';

export const HOST_NAMESPACE = 'host';

/** Registers the shell's strings; only the current language's file is downloaded. */
export function registerHostNamespace(): Promise<void> {
  return registerNamespace(HOST_NAMESPACE, (language: Language) =>
    import(`../../locales/${language}.json`).then((module: { default: Record<string, unknown> }) => module.default),
  );
}

export function useHostTranslation() {
  return useTranslation(HOST_NAMESPACE);
}
