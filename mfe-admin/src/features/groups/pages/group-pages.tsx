// The two group pages share one chunk.
export { GroupDetailPage } from './GroupDetailPage';
export { GroupListPage } from './GroupListPage';
