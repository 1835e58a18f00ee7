export { GroupSchedule, UserSchedule } from './components/user-schedule';
export { LessonAgenda, type AgendaPerspective, type LessonAgendaProps } from './components/lesson-agenda';
