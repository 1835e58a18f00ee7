import { useStore } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import {
  appStore,
  configureHttp,
  configureRemoteModules,
  i18n,
  initLanguage,
  LIMITS,
  reportFederatedInstances,
  restoreSession,
  SHARED_INSTANCE_ID,
  toast,
  useNavigate,
  useTranslation,
} from '@school/shared';
import styled from 'styled-components';
import { App } from './app';
import { HOST_NAMESPACE, registerHostNamespace } from './features/i18n/namespace';
import { applyOverridesAtStart, type RefusedOverride } from './features/overrides/overrides';
import { loadRuntimeConfig } from './features/runtime/app-config';
import { loadRemoteModule, registeredManifest, registerRuntimeRemotes, resetRemote } from './features/runtime/federation';
import { readInlineRuntimeConfig } from './features/runtime/inline-config';

// The same keys every remote reports, so a test can prove there is one of each on the page.
reportFederatedInstances('host', { react: React, styled, router: useNavigate, i18n: useTranslation, jotai: useStore, store: appStore, shared: SHARED_INSTANCE_ID }, process.env.APP_VERSION);

function refusalMessage(refused: RefusedOverride): string {
  const t = i18n.getFixedT(null, HOST_NAMESPACE);
  if (refused.reason === 'origin') return t('overrides.refusedOrigin', { url: refused.url });
  if (refused.reason === 'unknown-remote') return t('overrides.refusedRemote', { remote: refused.remote });
  return t('overrides.refusedMalformed', { value: refused.remote });
}

async function start(): Promise<void> {
  // The embedded server inlines the config into the page; nginx and the dev server do not.
  const config = readInlineRuntimeConfig() ?? (await loadRuntimeConfig());
  configureHttp({ baseURL: config.apiBaseUrl });
  const { overrides, refused } = applyOverridesAtStart(config);
  // Registering fetches nothing: a remote is loaded when one of its pages is opened, so the
  // sign-in page never waits for (or breaks because of) the course area.
  registerRuntimeRemotes(config.remotes, overrides);
  // A remote shows a component another one exposes (a tab of the user detail) through this same
  // runtime, so its failures, retries and overrides behave as the areas' do.
  configureRemoteModules({ load: loadRemoteModule, reset: resetRemote, isRegistered: (name) => registeredManifest(name) !== undefined });

  await Promise.all([
    restoreSession(LIMITS.restoreTimeoutMs),
    initLanguage(),
    registerHostNamespace().catch((error: unknown) => console.error('Shell translations failed to load', error)),
  ]);

  for (const item of refused) {
    console.warn('Override refused', item);
    toast.error(refusalMessage(item), 15_000);
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React render the shell in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task: on a slow phone the first render of the
  // shell and page was the longest main-thread task of a cold load (total blocking time;
  // docs/decisions/platform-delivery.md).
  React.startTransition(() => {
    root.render(
      <React.StrictMode>
        <App config={config} overrides={overrides} />
      </React.StrictMode>,
    );
  });
}

void start();
