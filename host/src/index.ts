import * as federationRuntimeCore from '@module-federation/runtime-core';

// Production remotes are built without the federation runtime core and use this one
// (shared/build/webpack.cjs, `externalRuntime`): one copy of it on the page instead of one
// per remote. It is the very module the host's own federation runtime runs on.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = federationRuntimeCore;

// The asynchronous boundary lets Module Federation negotiate the shared singletons
// (React, styled-components, @school/shared, ...) before any of them is evaluated.
void import('./bootstrap');
