// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { exerciseFromRow, presentExercises } from './exercises.present.js';
export { exerciseContentsUnder, insertExercise, listExercises, listExercisesOfLessonSections } from './exercises.repository.js';
export { anyExerciseSchema, lessonSectionWithExercisesSchema } from './exercises.schemas.js';
export { createExercisesService } from './exercises.service.js';
export { exercises, type ExerciseRow } from './exercises.table.js';
export { exercisesRoutes } from './exercises.routes.js';
