// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { classes, classLessons } from './classes.table.js';
export { classesRoutes } from './classes.routes.js';
export { classroomRoutes } from './classroom.routes.js';
export { classEventsPlugin, type IntervalTimer } from './class-events.plugin.js';
export { classEventsRoutes } from './events.routes.js';
export { classChoicesRoutes } from './class-choices.js';
