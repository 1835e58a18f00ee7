// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { homework, homeworkCounters, homeworkExercises, homeworkStatuses } from './homework.table.js';
export { homeworkRoutes } from './homework.routes.js';
