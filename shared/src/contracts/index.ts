export * from './common.js';
export * from './auth.js';
export * from './courses.js';
export * from './profile.js';
export * from './files.js';
export * from './runtime-config.js';
export * from './messages.js';
