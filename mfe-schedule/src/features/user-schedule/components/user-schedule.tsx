import type { GroupScheduleProps, UserScheduleProps } from '@school/shared/contracts';
import { LessonAgenda } from './lesson-agenda';

/** The user detail's schedule tab: what a teacher teaches, or what a student attends. */
export function UserSchedule({ userId, role }: UserScheduleProps) {
  return <LessonAgenda owner={{ kind: 'user', id: userId }} perspective={role === 'staff' ? 'teacher' : 'student'} />;
}

/** The group detail's schedule tab: the lessons of the group's group classes. */
export function GroupSchedule({ groupId }: GroupScheduleProps) {
  return <LessonAgenda owner={{ kind: 'group', id: groupId }} perspective="group" />;
}
