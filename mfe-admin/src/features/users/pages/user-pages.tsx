import { UserListPage } from './UserListPage';

// One module, three routes: the route fixes the list, the page does the rest.
export const StudentsPage = () => <UserListPage type="students" />;
export const TeachersPage = () => <UserListPage type="teachers" />;
export const StaffPage = () => <UserListPage type="staff" />;
export { UserDetailPage } from './UserDetailPage';
