/** The lesson page: lesson sections and their exercises (`/courses/:id/lessons/:lessonId`). */
export { LessonPage } from './pages/LessonPage';
