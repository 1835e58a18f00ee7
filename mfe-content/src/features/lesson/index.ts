import { withServerData } from '@school/shared/query';
import { LessonPage as Page } from './pages/lesson-page';

/** The lesson page: lesson sections and their exercises (`/courses/:id/lessons/:lessonId`), with the site's one server-data client. */
export const LessonPage = withServerData(Page);
