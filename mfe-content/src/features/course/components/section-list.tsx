import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { Button, MenuButton, media, VisuallyHidden } from '@school/shared/ui';
import { CopyIcon, EditIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import type { Lesson, Section } from '@school/shared/contracts';
import { ChevronIcon, MoreIcon } from './icons';
import { type LessonAction, LessonList } from './lesson-list';
import { OrderControls, SortableFrame, SortableItem, useSortableList } from '../../../components/sortable';

export type SectionAction = 'edit' | 'duplicate' | 'copy' | 'move' | 'delete' | 'addLesson';

export interface SectionListProps {
  courseId: string;
  sections: Section[];
  canWrite: boolean;
  isExpanded: (sectionId: string) => boolean;
  setExpanded: (sectionId: string, expanded: boolean) => void;
  onSectionAction: (action: SectionAction, section: Section) => void;
  onLessonAction: (action: LessonAction, lesson: Lesson, section: Section) => void;
  onReorderSections: (from: number, to: number) => void;
  onReorderLessons: (section: Section, from: number, to: number) => void;
}

/** The course's sections in order, each folding open to its lessons; writers sort both. */
const byName = (item: { name: string }) => item.name;

export function SectionList({ courseId, sections, canWrite, isExpanded, setExpanded, onSectionAction, onLessonAction, onReorderSections, onReorderLessons }: SectionListProps) {
  const { t } = useTranslation('content');
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const sortable = useSortableList({ items: sections, nameOf: byName, onMove: onReorderSections, containerRef: listRef });
  const moveBy = sortable.move;

  const list = (
    <List ref={listRef} aria-label={t('course.sections.listLabel')} aria-describedby={canWrite ? hintId : undefined}>
      {sections.map((section, index) => {
        const expanded = isExpanded(section.id);
        const panelId = `section-panel-${section.id}`;
        return (
          <Card key={section.id} id={section.id} enabled={canWrite}>
            <CardHeader>
              {canWrite && <OrderControls id={section.id} name={section.name} index={index} total={sections.length} onMove={moveBy} />}
              <Title>
                <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded(section.id, !expanded)} data-section-toggle={section.id}>
                  <Chevron $open={expanded}>
                    <ChevronIcon />
                  </Chevron>
                  <span>{section.name}</span>
                </Toggle>
              </Title>
              <Count>{t('course.sections.lessonCount', { count: section.lessons.length })}</Count>
              {canWrite && (
                <MenuButton
                  label={t('course.sections.actions', { name: section.name })}
                  items={[
                    { id: 'addLesson', label: t('course.actions.addLesson'), icon: <PlusIcon />, onSelect: () => onSectionAction('addLesson', section) },
                    { id: 'edit', label: t('course.actions.edit'), icon: <EditIcon />, onSelect: () => onSectionAction('edit', section) },
                    { id: 'duplicate', label: t('course.actions.duplicate'), icon: <CopyIcon />, onSelect: () => onSectionAction('duplicate', section) },
                    { id: 'copy', label: t('course.actions.copySection'), onSelect: () => onSectionAction('copy', section) },
                    { id: 'move', label: t('course.actions.moveSection'), onSelect: () => onSectionAction('move', section) },
                    { id: 'delete', label: t('course.actions.delete'), icon: <TrashIcon />, danger: true, onSelect: () => onSectionAction('delete', section) },
                  ]}
                >
                  <MoreIcon />
                </MenuButton>
              )}
            </CardHeader>
            {section.description && <Description>{section.description}</Description>}
            <Panel id={panelId} hidden={!expanded}>
              <LessonList
                courseId={courseId}
                section={section}
                canWrite={canWrite}
                onAction={(action, lesson) => onLessonAction(action, lesson, section)}
                onReorder={(from, to) => onReorderLessons(section, from, to)}
              />
              {canWrite && (
                <AddLesson>
                  {/* The visible words start the spoken name, which also says where the lesson goes. */}
                  <Button type="button" $variant="ghost" aria-label={t('course.lessons.addTo', { name: section.name })} onClick={() => onSectionAction('addLesson', section)}>
                    <PlusIcon />
                    {t('course.lessons.add')}
                  </Button>
                </AddLesson>
              )}
            </Panel>
          </Card>
        );
      })}
    </List>
  );

  if (!canWrite) return list;
  return (
    <>
      <SortableFrame sortable={sortable} ids={sections.map((section) => section.id)}>
        {list}
      </SortableFrame>
      <VisuallyHidden id={hintId}>{t('course.sections.orderHint')}</VisuallyHidden>
    </>
  );
}

const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(SortableItem)`
  display: grid;
  gap: 8px;
  min-inline-size: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &[data-dragging] {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${media.phone} {
    padding: 8px;
  }
`;

const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-inline-size: 0;
`;

const Title = styled.h3`
  flex: 1 1 12rem;
  min-inline-size: 0;
  margin: 0;
  font-size: 1.125rem;
  ${media.phone} {
    flex-basis: 100%;
    order: -1;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-inline-size: 100%;
  min-block-size: 36px;
  padding: 4px;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  span {
    unicode-bidi: plaintext;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transition: transform 0.15s;
  /* Folded, it points along the reading direction. */
  transform: rotate(${({ $open, theme }) => ($open ? '0deg' : theme.direction === 'rtl' ? '90deg' : '-90deg')});
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  white-space: nowrap;
  ${media.phone} {
    margin-inline-start: auto;
  }
`;

const Description = styled.p`
  margin: 0;
  unicode-bidi: plaintext;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Panel = styled.div`
  display: grid;
  gap: 8px;
  &[hidden] {
    display: none;
  }
`;

const AddLesson = styled.div`
  display: flex;
`;
