import { Link, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import styled from 'styled-components';
import { accessQueries } from '../api/lesson-access-api';

/**
 * A student's links to what their class has open (spec 02 §3): the current lesson and every
 * granted lesson or section. Nothing is shown for what is not granted.
 */
export function OpenLessons({ classId, currentLessonName }: { classId: string; currentLessonName: string | null }) {
  const { t } = useTranslation('classroom');
  const open = useQuery(accessQueries.open(classId));
  if (!open.data || open.data.length === 0) return null;
  return (
    <nav aria-labelledby="class-open-heading">
      <h2 id="class-open-heading">{t('access.openToYou')}</h2>
      <Links>
        {currentLessonName && (
          <li>
            <Link to={`/classes/${classId}`} dir="auto">
              {t('access.currentLesson', { name: currentLessonName })}
            </Link>
          </li>
        )}
        {open.data.map((lesson) =>
          lesson.whole ? (
            <li key={lesson.lessonId}>
              <Link to={`/classes/${classId}?lessonId=${lesson.lessonId}`} dir="auto">
                {lesson.lessonName}
              </Link>
              <Course dir="auto">{lesson.courseName}</Course>
            </li>
          ) : (
            lesson.sections.map((section) => (
              <li key={section.id}>
                <Link to={`/classes/${classId}?lessonId=${lesson.lessonId}&sectionId=${section.id}`} dir="auto">
                  {section.isHomework ? t('access.lessonHomework', { name: lesson.lessonName }) : t('access.lessonSection', { name: lesson.lessonName, number: section.position + 1 })}
                </Link>
                <Course dir="auto">{lesson.courseName}</Course>
              </li>
            ))
          ),
        )}
      </Links>
    </nav>
  );
}

const Links = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

const Course = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
