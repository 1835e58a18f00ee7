// The schedule's section of the home page (exposed as `./home`, see src/home.ts).
export { ScheduleHome } from './components/schedule-home';
export { nextLessonOf } from './components/next-lesson';
export { summariseWeek, type WeekSummary } from './components/week-glance';
