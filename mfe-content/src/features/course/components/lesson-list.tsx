import { useRef } from 'react';
import styled from 'styled-components';
import { Link, useTranslation } from '@school/shared';
import { MenuButton, media } from '@school/shared/ui';
import { CopyIcon, EditIcon, TrashIcon } from '../../../components/icons';
import type { Lesson, Section } from '@school/shared/contracts';
import { LessonIcon, MoreIcon } from './icons';
import { OrderControls, SortableFrame, SortableItem, useSortableList } from '../../../components/sortable';

export type LessonAction = 'edit' | 'duplicate' | 'copy' | 'move' | 'delete';

export interface LessonListProps {
  courseId: string;
  section: Section;
  canWrite: boolean;
  onAction: (action: LessonAction, lesson: Lesson) => void;
  /** Moves the lesson at `from` to `to` inside this section; the page saves it. */
  onReorder: (from: number, to: number) => void;
}

/** The lessons of one section, each a link to its lesson page, sortable by writers. */
const byName = (item: { name: string }) => item.name;

export function LessonList({ courseId, section, canWrite, onAction, onReorder }: LessonListProps) {
  const { t } = useTranslation('content');
  const listRef = useRef<HTMLOListElement>(null);
  const lessons = section.lessons;
  const sortable = useSortableList({ items: lessons, nameOf: byName, onMove: onReorder, containerRef: listRef });
  const moveBy = sortable.move;

  if (lessons.length === 0) return <Empty>{canWrite ? t('course.lessons.emptyWriter') : t('course.lessons.empty')}</Empty>;

  const list = (
    <List ref={listRef} aria-label={t('course.lessons.listLabel', { name: section.name })}>
      {lessons.map((lesson, index) => (
        <Item key={lesson.id} id={lesson.id} enabled={canWrite}>
          {canWrite && <OrderControls id={lesson.id} name={lesson.name} index={index} total={lessons.length} onMove={moveBy} />}
          <Main>
            <LessonLink to={`/courses/${courseId}/lessons/${lesson.id}`}>
              <LessonIcon />
              <span>{lesson.name}</span>
            </LessonLink>
            {lesson.description && <Description>{lesson.description}</Description>}
          </Main>
          {canWrite && (
            <End>
            <MenuButton
              label={t('course.lessons.actions', { name: lesson.name })}
              items={[
                { id: 'edit', label: t('course.actions.edit'), icon: <EditIcon />, onSelect: () => onAction('edit', lesson) },
                { id: 'duplicate', label: t('course.actions.duplicate'), icon: <CopyIcon />, onSelect: () => onAction('duplicate', lesson) },
                { id: 'copy', label: t('course.actions.copyLesson'), onSelect: () => onAction('copy', lesson) },
                { id: 'move', label: t('course.actions.moveLesson'), onSelect: () => onAction('move', lesson) },
                { id: 'delete', label: t('course.actions.delete'), icon: <TrashIcon />, danger: true, onSelect: () => onAction('delete', lesson) },
              ]}
            >
              <MoreIcon />
            </MenuButton>
            </End>
          )}
        </Item>
      ))}
    </List>
  );

  return (
    <SortableFrame sortable={sortable} ids={lessons.map((lesson) => lesson.id)} enabled={canWrite}>
      {list}
    </SortableFrame>
  );
}

const List = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(SortableItem)`
  display: flex;
  align-items: center;
  gap: 8px;
  min-inline-size: 0;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[data-dragging] {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${media.phone} {
    flex-wrap: wrap;
  }
`;

const End = styled.div`
  margin-inline-start: auto;
`;

const Main = styled.div`
  flex: 1 1 12rem;
  min-inline-size: 0;
  /* On a phone the name takes the first line, the controls the second. */
  ${media.phone} {
    flex-basis: 100%;
    order: -1;
  }
`;

const LessonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 32px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  span {
    unicode-bidi: plaintext;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover span {
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0;
  unicode-bidi: plaintext;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  padding: 8px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
