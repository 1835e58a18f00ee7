import { withServerData } from '@school/shared/query';
import { CourseListPage } from './course-list-page';

// One module, three routes: the route fixes the type (spec 02 §2), the page does the rest. Each
// is given the site's one server-data client (docs/decisions/platform-server-data.md).
export const OwnCoursesPage = withServerData(() => <CourseListPage type="own" />);
export const AcademyCoursesPage = withServerData(() => <CourseListPage type="kalyna-academy" />);
export const HubCoursesPage = withServerData(() => <CourseListPage type="kalyna-hub" />);
