// The analytics area: the page is loaded by routes.tsx; its API is here for a future dashboard widget.
export { analyticsApi } from './api/analytics-api';
