import { withServerData } from '@school/shared/query';
import { CoursePage as Page } from './pages/course-page';

/** The course page: a course with its sections and lessons (`/courses/:id`), with the site's one server-data client. */
export const CoursePage = withServerData(Page);
