// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { courses, type CourseRow } from './courses.table.js';
export { coursesRoutes } from './courses.routes.js';
