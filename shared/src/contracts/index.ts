// The message catalogues (all seven languages) are `@school/shared/messages`: a page that
// imports a contract must not bundle every language with it.
export * from './common.js';
export * from './auth.js';
export * from './courses.js';
export * from './course-structure.js';
export * from './profile.js';
export * from './files.js';
export * from './runtime-config.js';
export * from './admin.js';
