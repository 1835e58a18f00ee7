// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { findSchool } from './schools.repository.js';
export { presentSchool } from './schools.service.js';
export { schools, type SchoolRow } from './schools.table.js';
