// The classroom feature's public surface: what the homework pages do with the same pieces (the
// student's exercise with its autosave, save status and offline queue; the teacher's view of a
// student's answer with the server's score and the comments; the class's event stream; the side
// panel). Reused from here, never copied. The classroom page itself is loaded lazily by the routes.
export { ClassSidePanel } from './components/class-side-panel';
export { ExerciseFrame } from './components/exercise-frame';
export { SaveStatusText } from './components/save-status';
export { StudentExercise, type StudentExerciseProps } from './components/student-exercise';
export { TeacherExercise, type TeacherExerciseProps } from './components/teacher-exercise';
export { useAnswerQueue } from './hooks/use-answer-queue';
export { classEventRoutes, useClassLive } from './hooks/use-class-live';
