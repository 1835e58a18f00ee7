// Lesson access of a class: the teacher's grants and the student's links (spec 02 §3).
export { LessonAccessPanel } from './components/lesson-access-panel';
export { OpenLessons } from './components/open-lessons';
export { accessQueries } from './api/lesson-access-api';
