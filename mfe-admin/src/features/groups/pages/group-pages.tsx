import { withServerData } from '@school/shared/query';
import { GroupDetailPage as GroupDetail } from './group-detail-page';
import { GroupListPage as GroupList } from './group-list-page';

// The two group pages share one chunk, and read through the server-data layer's one client.
export const GroupDetailPage = withServerData(GroupDetail);
export const GroupListPage = withServerData(GroupList);
