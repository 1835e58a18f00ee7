/** The course page: a course with its sections and lessons (`/courses/:id`). */
export { CoursePage } from './pages/CoursePage';
