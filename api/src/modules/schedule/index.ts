// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { scheduleEvents, scheduleEventCharges, scheduleFeedTokens } from './schedule.table.js';
export { scheduleRoutes } from './schedule.routes.js';
export { completeEventOfClassLesson } from './schedule.service.js';
export { demoSeriesStarts } from './recurrence.js';
