// What other features may use of the runtime: the config in React, and the remotes' routes.
export { RuntimeConfigProvider, useRuntimeConfig } from './config-context';
export { remoteRoutes, type RemoteRoutesCache, type RoutesModule, type RoutesState } from './remote-routes';
export { matchRemoteRoute } from './match';
// The home page loads the sections areas expose (`<remote>/home`) through the same loader and retry.
export { loadRemoteModule, resetRemote } from './federation';
