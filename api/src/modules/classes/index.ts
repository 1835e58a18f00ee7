// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { classes, classLessons } from './classes.table.js';
export { classesRoutes } from './classes.routes.js';
export { classroomRoutes } from './classroom.routes.js';
export { classEventsPlugin, type IntervalTimer } from './class-events.plugin.js';
export { classEventsRoutes } from './events.routes.js';
export { classChoicesRoutes } from './class-choices.js';
export { lessonAccessRoutes } from './lesson-access.routes.js';
export { classReviewRoutes } from './review.routes.js';
export { classEventsRetentionPlugin, pruneClassEvents } from './class-events-retention.js';
// What homework builds on: the caller's place in a class, its students, its live events.
export { classFor, classNotFound } from './classes.service.js';
export { appendEvent, findPeople, groupStudents, type Person } from './classes.repository.js';
// What the schedule uses besides: a class lesson's charges and the plans a student can be charged from.
export { chargeablePlans, listChargeEntries, replaceClassLessonCharges } from './classes.repository.js';
export type { ClassRow } from './classes.table.js';
