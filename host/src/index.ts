import * as federationRuntimeCore from '@module-federation/runtime-core';
import { preloadOnDemandScripts } from './features/runtime/early-preloads';

// First, before any of the shell runs: the scripts of the first render that depend on what
// this browser stored (its language, a session), which the server could not preload.
preloadOnDemandScripts();

// Production remotes are built without the federation runtime core and use this one
// (shared/build/webpack.cjs, `externalRuntime`): one copy of it on the page instead of one
// per remote. It is the very module the host's own federation runtime runs on.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = federationRuntimeCore;

/** Resolves in a new task, so the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The asynchronous boundary lets Module Federation negotiate the shared singletons
// (React, styled-components, @school/shared, ...) before any of them is evaluated.
// The largest of them are evaluated one per task before the bootstrap needs them: in one go
// they were a single long task of about 450 ms on a throttled phone (total blocking time;
// docs/decisions/platform-delivery.md). The bootstrap then finds them evaluated.
async function boot(): Promise<void> {
  // The entry's own evaluation (the federation runtime, about 95 KB) is one task already; the
  // negotiation of the shared modules starts in the next one instead of inside it.
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('@school/shared');
  await nextTask();
  await import('./bootstrap');
}

void boot();
