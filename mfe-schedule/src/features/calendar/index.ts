// The calendar's public surface: its pages (routes.tsx loads them lazily).
export { MySchedulePage, SchoolSchedulePage } from './pages/schedule-pages';
