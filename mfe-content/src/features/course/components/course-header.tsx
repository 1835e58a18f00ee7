import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Course, Link, useTranslation } from '@school/shared';
import { media, PageTitle } from '@school/shared/ui';
import { BookIcon } from '../../../components/icons';
import { BackIcon } from './icons';

export interface CourseHeaderProps {
  course: Course;
  /** The page's main actions (add section, copy to my courses). */
  actions?: ReactNode;
}

/** Name, level, languages and image of the course, and the way back to its list. */
export function CourseHeader({ course, actions }: CourseHeaderProps) {
  const { t } = useTranslation('content');
  const courseLanguage = t(`languages.${course.courseLanguage}`);
  const teachingLanguage = t(`languages.${course.teachingLanguage}`);
  return (
    <Header>
      <Back to={`/courses/${course.type}`}>
        <BackIcon />
        {t(`course.back.${course.type}`)}
      </Back>
      <Top>
        <Cover>{course.image ? <img src={course.image} alt={t('course.header.image', { name: course.name })} /> : <BookIcon />}</Cover>
        <Summary>
          {/* Focused after load and after a copy lands here, so a screen reader starts at the course. */}
          <Title tabIndex={-1} data-course-title>
            {course.name}
          </Title>
          <Facts>
            <Fact>
              <dt>{t('course.header.level')}</dt>
              <dd>{t(`levels.${course.level}`)}</dd>
            </Fact>
            <Fact>
              <dt>{t('course.header.courseLanguage')}</dt>
              <dd>{courseLanguage}</dd>
            </Fact>
            <Fact>
              <dt>{t('course.header.teachingLanguage')}</dt>
              <dd>{teachingLanguage}</dd>
            </Fact>
          </Facts>
          {course.description && <Description>{course.description}</Description>}
        </Summary>
        {actions && <Actions>{actions}</Actions>}
      </Top>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: 12px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  min-block-size: 32px;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  svg {
    transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px;
`;

const Cover = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  inline-size: 128px;
  block-size: 88px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  ${media.phone} {
    inline-size: 72px;
    block-size: 52px;
  }
`;

const Summary = styled.div`
  display: grid;
  flex: 1 1 16rem;
  gap: 8px;
  min-inline-size: 0;
`;

// The course's name, in whatever script its writer typed it.
const Title = styled(PageTitle)`
  unicode-bidi: plaintext;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  gap: 6px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0;
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.phone} {
    flex-basis: 100%;
    & > * {
      flex: 1 1 auto;
    }
  }
`;
