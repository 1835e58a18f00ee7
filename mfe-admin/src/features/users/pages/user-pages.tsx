import { withServerData } from '@school/shared/query';
import { UserDetailPage as UserDetail } from './user-detail-page';
import { UserListPage } from './user-list-page';

// One module, three routes: the route fixes the list, the page does the rest. Each page reads
// through the one client of the server-data layer (docs/decisions/platform-server-data.md).
export const StudentsPage = withServerData(() => <UserListPage type="students" />);
export const TeachersPage = withServerData(() => <UserListPage type="teachers" />);
export const StaffPage = withServerData(() => <UserListPage type="staff" />);
export const UserDetailPage = withServerData(UserDetail);
