// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { courseAt, exerciseAt, exerciseNotFound, lessonAt, lessonNotFound, lessonSectionAt, lessonSectionById, lessonSectionNotFound, sectionAt, sectionNotFound, touchCourse, type CoursePath, type ExercisePath, type LessonPath, type LessonSectionPath, type SectionPath } from './access.js';
export { copyCourseStructure, copyExercise, copyLesson, copyName, copySection, withCopiedFiles } from './copy.js';
export { fileKeysOf, forgetContentFiles } from './files.js';
export { courseParams, exerciseParams, lessonParams, lessonSectionParams, sectionParams } from './paths.js';
export { placeAt, renumber, reorderedSiblings } from './positions.js';
export { presentLesson, presentLessonSection, presentSection } from './present.js';
export { structureRoutes } from './structure.routes.js';
export { checkCourseReadable, courseIdsReadableBy, lessonReachOf, lessonSectionReachOf, type LessonReach } from './member-reach.js';
