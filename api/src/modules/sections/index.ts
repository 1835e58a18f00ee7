// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { insertSection, listLessonsOfSections, listSections } from './sections.repository.js';
export { sections, type SectionRow } from './sections.table.js';
export { createSectionsService } from './sections.service.js';
