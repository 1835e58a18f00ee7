import { errorMessage, Link, useParams, useTranslation } from '@school/shared';
import { Button, media, Spinner, StatePanel } from '@school/shared/ui';
import styled from 'styled-components';
import { LessonWorkspace } from '../components/lesson-workspace';
import { useExerciseNamespaces } from '../hooks/use-exercise-namespaces';
import { useLessonData } from '../hooks/use-lesson-data';

/**
 * `/courses/:id/lessons/:lessonId`: reads the lesson and shows it, or says why not (not found,
 * a failure with a retry, loading). The lesson itself is LessonWorkspace.
 */
export function LessonPage() {
  const { t } = useTranslation('content');
  const { id: courseId = '', lessonId = '' } = useParams();
  const data = useLessonData(courseId, lessonId);
  const namespaces = useExerciseNamespaces();

  if (data.notFound || data.frameError || namespaces.error) {
    return (
      <Page>
        <StatePanel role="alert">
          <p>{data.notFound ? t('lesson.page.notFound') : errorMessage(data.frameError ?? namespaces.error, t('lesson.page.loadError'))}</p>
          {!data.notFound && (
            <Button type="button" onClick={data.reloadFrame}>
              {t('lesson.page.retry')}
            </Button>
          )}
          <Link to={`/courses/${courseId}`}>{t('lesson.page.backToCourse')}</Link>
        </StatePanel>
      </Page>
    );
  }

  if (!data.frame || !data.lessonSections || !namespaces.ready) {
    return (
      <Page>
        <StatePanel role="status">
          <Spinner $size={40} />
          <p>{t('lesson.page.loading')}</p>
        </StatePanel>
      </Page>
    );
  }

  return (
    <Page data-lesson-page>
      <LessonWorkspace key={`${courseId}/${lessonId}`} frame={data.frame} data={data} lessonSections={data.lessonSections} />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 16px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    padding: 16px 12px;
  }
`;
