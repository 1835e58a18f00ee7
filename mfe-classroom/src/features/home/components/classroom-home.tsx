import type { HomeSectionProps } from '@school/shared';
import { withServerData } from '@school/shared/query';
import { HomeworkDue } from '../../homework';
import { HomeworkToReview } from './homework-to-review';
import { MyClasses } from './my-classes';

/** The classroom's part of the home page: a student's classes and homework due, a teacher's homework to review. */
function ClassroomHomeSection({ audiences }: HomeSectionProps) {
  return (
    <>
      {audiences.includes('student') && (
        <>
          <MyClasses />
          <HomeworkDue />
        </>
      )}
      {audiences.includes('teacher') && <HomeworkToReview />}
    </>
  );
}

export const ClassroomHome = withServerData(ClassroomHomeSection);
