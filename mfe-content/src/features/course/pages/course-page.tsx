import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { errorMessage, Link, statusOf, useParams, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { Button, media, Spinner, StatePanel, StatePanelActions } from '@school/shared/ui';
import { contentQueries } from '../../../api/content-queries';
import { CourseContent } from '../components/course-content';

/** `/courses/:id`: the course with its sections and their lessons (spec 02 §2, §4, §7). */
export function CoursePage() {
  const { id: courseId = '' } = useParams();
  const { t } = useTranslation('content');
  const course = useQuery(contentQueries.course(courseId));
  const sections = useQuery(contentQueries.sections(courseId));
  const pageRef = useRef<HTMLElement>(null);
  const loaded = course.data && sections.data ? { course: course.data, sections: sections.data } : null;

  // A new course (after "copy to my courses") starts at its title, not where the last one was.
  const shownId = loaded?.course.id;
  useEffect(() => {
    if (shownId === courseId) pageRef.current?.querySelector<HTMLElement>('[data-course-title]')?.focus({ preventScroll: true });
  }, [shownId, courseId]);

  const error = course.error ?? sections.error;
  if (error && !loaded) {
    // No such course (or not one this user may see): asking again will not change it (issue 20).
    const notFound = statusOf(error) === 404;
    return (
      <Page ref={pageRef}>
        <StatePanel role="alert">
          <p>{notFound ? t('course.notFound') : errorMessage(error, t('course.loadError'))}</p>
          <StatePanelActions>
            {!notFound && (
              <Button
                type="button"
                onClick={() => {
                  void course.refetch();
                  void sections.refetch();
                }}
              >
                {t('course.retry')}
              </Button>
            )}
            <Link to="/courses/own">{t('course.back.own')}</Link>
          </StatePanelActions>
        </StatePanel>
      </Page>
    );
  }

  if (!loaded) {
    return (
      <Page ref={pageRef}>
        <StatePanel role="status">
          <Spinner $size={40} />
          <p>{t('course.loading')}</p>
        </StatePanel>
      </Page>
    );
  }

  return (
    <Page ref={pageRef}>
      <CourseContent key={courseId} course={loaded.course} sections={loaded.sections} updating={sections.isFetching} />
    </Page>
  );
}

// The container is gutterless (spec 02 §2): the page keeps its own breathing room.
const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 16px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    padding: 12px;
  }
`;
