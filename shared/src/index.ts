// The contracts without the message catalogue: the browser loads one language of it on
// demand (client/i18n.ts); the server imports `@school/shared/contracts`, which has it all.
export * from './contracts/common.js';
export * from './contracts/auth.js';
export * from './contracts/courses.js';
export * from './contracts/profile.js';
export * from './contracts/files.js';
export * from './contracts/runtime-config.js';
export * from './contracts/home.js';
export * from './contracts/remote-components.js';
export * from './client/store.js';
export * from './client/token.js';
export * from './client/http.js';
export * from './client/session.js';
export * from './client/access.js';
export * from './client/toast.js';
export * from './client/i18n.js';
export * from './client/routing.js';
export * from './client/federation.js';
export * from './client/remote.js';
export * from './client/remote-components.js';
export * from './client/theme.js';
export * from './client/react.js';
export * from './client/router.js';
