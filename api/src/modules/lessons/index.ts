// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { insertLesson, listLessons } from './lessons.repository.js';
export { lessons, type LessonRow } from './lessons.table.js';
export { createLessonsService } from './lessons.service.js';
