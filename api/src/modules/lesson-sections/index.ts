// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { insertLessonSection, listLessonSections } from './lesson-sections.repository.js';
export { lessonSections, type LessonSectionRow } from './lesson-sections.table.js';
export { createLessonSectionsService } from './lesson-sections.service.js';
