import { CourseListPage } from './CourseListPage';

// One module, three routes: the route fixes the type (spec 02 §2), the page does the rest.
export const OwnCoursesPage = () => <CourseListPage type="own" />;
export const AcademyCoursesPage = () => <CourseListPage type="kalyna-academy" />;
export const HubCoursesPage = () => <CourseListPage type="kalyna-hub" />;
