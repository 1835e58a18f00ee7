import type { ComponentType } from 'react';
import type { Language } from '../contracts/common.js';
import { reportFederatedInstances, SHARED_INSTANCE_ID } from './federation.js';
import { registerNamespace, useTranslation } from './i18n.js';
import { useNavigate } from './router.js';
import { appStore } from './store.js';
import type { PageLayout, RemoteRoute, RemoteRoutesModule } from './routing.js';

/** A page of a remote; `access` and `layout` fall back to the remote's defaults. */
export type RemotePage = Omit<RemoteRoute<ComponentType>, 'access'> & Partial<Pick<RemoteRoute<ComponentType>, 'access'>>;

export interface RemoteDefinition {
  /** Federation name, as in shared/remotes/registry.json (e.g. `mfe_content`). */
  name: string;
  /** The i18n namespace every string of the remote lives under. */
  namespace: string;
  /** One language of the namespace; a dynamic import per language keeps one chunk per language. */
  loadLocale: (language: Language) => Promise<Record<string, unknown>>;
  /** Applied to pages that do not set their own. Without one, a page is for any signed-in user in the default layout. */
  defaults?: { access?: RemoteRoute['access']; layout?: PageLayout };
  pages: readonly RemotePage[];
  /**
   * The React, styled-components and jotai (its `useStore`) this remote's own code imports. They
   * come from the remote (not from here) so the singleton check compares what it really runs with.
   */
  instances: { react: unknown; styled: unknown; jotai: unknown };
  /** `process.env.APP_VERSION` of the remote's build (replaced at its build time, so it must be read there). */
  version?: string;
}

/** What a remote exposes as `./routes`: the host contract (`routes`, `init`) plus what its tests and dev shell use. */
export interface DefinedRemote extends RemoteRoutesModule<ComponentType> {
  name: string;
  namespace: string;
  loadLocale: RemoteDefinition['loadLocale'];
  init: () => Promise<void>;
}

/**
 * Defines a remote in one call: its pages with access rules and layouts, its namespace and
 * locale loader, and its federation report. The result keeps the `{ routes, init }` shape
 * every host reads from `./routes`, so hosts built before this helper load it unchanged.
 */
export function defineRemote(definition: RemoteDefinition): DefinedRemote {
  const { name, namespace, loadLocale, defaults = {}, pages, instances, version } = definition;
  // At module evaluation, so the singleton check sees the remote as soon as the host loads it.
  reportFederatedInstances(name, { ...instances, router: useNavigate, i18n: useTranslation, store: appStore, shared: SHARED_INSTANCE_ID }, version);
  const routes = pages.map((page): RemoteRoute<ComponentType> => {
    const layout = page.layout ?? defaults.layout;
    return { ...page, access: page.access ?? defaults.access ?? {}, ...(layout ? { layout } : {}) };
  });
  return { name, namespace, loadLocale, routes, init: () => registerNamespace(namespace, loadLocale) };
}
