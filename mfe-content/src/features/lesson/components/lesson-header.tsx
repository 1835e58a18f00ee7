import type { RefObject } from 'react';
import { type Course, Link, useTranslation } from '@school/shared';
import type { Lesson } from '@school/shared/contracts';
import { Button, MutedText, PageTitle } from '@school/shared/ui';
import styled from 'styled-components';

export interface LessonHeaderProps {
  course: Course;
  lesson: Lesson;
  /** Staff see the library note and the "preview as student" switch; a student sees neither. */
  staff: boolean;
  previewing: boolean;
  onTogglePreview: () => void;
  previewButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The way back to the course, the lesson's name, and staff's "preview as student". */
export function LessonHeader({ course, lesson, staff, previewing, onTogglePreview, previewButtonRef }: LessonHeaderProps) {
  const { t } = useTranslation('content');
  return (
    <Header>
      <Back to={`/courses/${course.id}`}>{course.name}</Back>
      <PageTitle dir="auto">{lesson.name}</PageTitle>
      {/* That a library lesson cannot be changed is a note for staff; a student only reads it (issue 20). */}
      {staff && course.type !== 'own' && <MutedText>{t('lesson.page.libraryNote')}</MutedText>}
      {staff && (
        <PreviewBar $on={previewing}>
          {previewing && <p role="status">{t('lesson.preview.notice')}</p>}
          <Button ref={previewButtonRef} type="button" aria-pressed={previewing} onClick={onTogglePreview} data-preview-toggle>
            {previewing ? t('lesson.preview.exit') : t('lesson.preview.enter')}
          </Button>
        </PreviewBar>
      )}
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: 4px;
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const PreviewBar = styled.div<{ $on: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-block-start: 8px;
  ${({ $on, theme }) =>
    $on
      ? `padding: 8px 12px; border: 1px solid ${theme.colors.primary}; border-radius: ${theme.radius}; background: ${theme.colors.surfaceMuted};`
      : ''}
  p {
    margin: 0;
    font-weight: 600;
  }
`;
