// The message catalogues (all seven languages) are `@school/shared/messages`: a page that
// imports a contract must not bundle every language with it.
export * from './common.js';
export * from './auth.js';
export * from './courses.js';
export * from './course-structure.js';
export * from './profile.js';
export * from './files.js';
export * from './runtime-config.js';
// The home page's sections (docs/decisions/home-pages.md).
export * from './home.js';
// The administration's contracts, one file per domain (admin/fields.ts holds their shared field
// builders and is not public).
export * from './admin/access.js';
export * from './admin/schedule.js';
export * from './admin/lists.js';
export * from './admin/users.js';
export * from './admin/groups.js';
export * from './admin/school-settings.js';
export * from './admin/plans.js';
export * from './admin/balance.js';
export * from './admin/user-plans.js';
export * from './admin/documents.js';
// Classes and the live classroom (CLASSROOM.md).
export * from './classroom.js';
export * from './class-choices.js';
// Lesson and section access of a class (CLASSROOM.md "Lesson access").
export * from './class-access.js';
// Homework of a class (CLASSROOM.md "Homework").
export * from './homework.js';
// The personal dictionary (CLASSROOM.md "Dictionary").
export * from './dictionary.js';
// The schedule and its charging (CLASSROOM.md "Schedule", "Charging").
export * from './schedule.js';
// Analytics (CLASSROOM.md "Analytics").
export * from './analytics.js';
// Components one remote exposes for another's pages, and their props.
export * from './remote-components.js';
