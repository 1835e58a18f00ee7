/**
 * Test helpers for every app (jest only, never bundled): render a page with the providers the
 * host gives it, answer HTTP without a network, hold a request open, and check translations.
 */
export { renderPage, type RenderPageOptions } from './render.js';
export { deferred, fakeServer, reportUploadProgress, type Call, type Reply, type Responder } from './http.js';
export { describeLocales, localeProblems } from './locales.js';
export { aUser, signInAs, signOutForTest } from './session.js';
export { createTestQueryClient, renderWithServerData, ServerDataTestProvider } from './query.js';
