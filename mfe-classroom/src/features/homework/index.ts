// The homework feature's public surface: what a student's class list shows of it. The pages are
// loaded lazily by the routes.
export { HomeworkDue } from './components/homework-due';
