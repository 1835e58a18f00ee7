import type { HomeSectionProps } from '@school/shared';
import { withServerData } from '@school/shared/query';
import { NextLesson } from './next-lesson';
import { RunningOut } from './running-out';
import { TodayLessons } from './today-lessons';
import { WeekGlance } from './week-glance';

/**
 * The schedule's part of the home page: a student's next lesson, a teacher's lessons of today, an
 * administrator's week and the students running out of paid lessons (a teacher's own, when not an
 * administrator too); in the order of the audiences.
 */
function ScheduleHomeSection({ audiences }: HomeSectionProps) {
  return (
    <>
      {audiences.includes('student') && <NextLesson />}
      {audiences.includes('teacher') && <TodayLessons />}
      {audiences.includes('admin') && <WeekGlance />}
      {audiences.includes('admin') ? <RunningOut scope="school" /> : audiences.includes('teacher') && <RunningOut scope="teacher" />}
    </>
  );
}

export const ScheduleHome = withServerData(ScheduleHomeSection);
