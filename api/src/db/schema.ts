// Every table of the database, for drizzle's typed queries and for drizzle-kit.
export { schools } from '../modules/schools/schools.table.js';
export { users, permissions, userPermissions } from '../modules/users/users.table.js';
export { passwordResetTokens } from '../modules/auth/auth.table.js';
export { courses } from '../modules/courses/courses.table.js';
export { files } from '../modules/files/files.table.js';
