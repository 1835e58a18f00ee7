import { useRef } from 'react';
import { useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { Button, IconButton, focusRing, MutedText } from '@school/shared/ui';
import styled from 'styled-components';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { OrderControls, SortableFrame, SortableItem, useSortableList } from '../../../components/sortable';

export interface LessonSectionsPanelProps {
  /** In panel order: by position, the homework section last. */
  sections: readonly LessonSection[];
  selectedId: string | null;
  canWrite: boolean;
  onSelect: (id: string) => void;
  onCreate: (isHomework: boolean) => void;
  onDelete: (section: LessonSection, name: string) => void;
  /** Indexes among the normal sections: the homework section does not take part in the order. */
  onMove: (from: number, to: number) => void;
  busy: boolean;
}

/** The lesson's sections: pick one to see its exercises; writers add, delete and reorder them. */
export function LessonSectionsPanel({ sections, selectedId, canWrite, onSelect, onCreate, onDelete, onMove, busy }: LessonSectionsPanelProps) {
  const { t } = useTranslation('content');
  const listRef = useRef<HTMLOListElement>(null);
  const normal = sections.filter((section) => !section.isHomework);
  const homework = sections.find((section) => section.isHomework);
  const nameOf = (section: LessonSection) =>
    section.isHomework ? t('lesson.sections.homework') : t('lesson.sections.item', { number: normal.indexOf(section) + 1 });
  const sortable = useSortableList({ items: normal, nameOf, onMove, containerRef: listRef });

  const row = (section: LessonSection, index: number) => {
    const name = nameOf(section);
    const selected = section.id === selectedId;
    return (
      <Row key={section.id} id={section.id} enabled={canWrite && !section.isHomework} data-lesson-section={section.id} data-homework={section.isHomework || undefined}>
        <Pick type="button" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(section.id)} data-selected={selected || undefined}>
          {name}
        </Pick>
        {canWrite && !section.isHomework && <OrderControls id={section.id} name={name} index={index} total={normal.length} onMove={sortable.move} />}
        {canWrite && (
          <IconButton type="button" aria-label={t('lesson.sections.delete', { name })} title={t('lesson.sections.deleteShort')} onClick={() => onDelete(section, name)}>
            <TrashIcon />
          </IconButton>
        )}
      </Row>
    );
  };

  return (
    <Panel aria-labelledby="lesson-sections-heading">
      <Heading id="lesson-sections-heading">{t('lesson.sections.title')}</Heading>
      {sections.length === 0 && <MutedText>{canWrite ? t('lesson.sections.emptyWriter') : t('lesson.sections.emptyReader')}</MutedText>}
      <SortableFrame sortable={sortable} ids={normal.map((section) => section.id)}>
        <List ref={listRef} aria-label={t('lesson.sections.listLabel')} aria-busy={busy}>
          {normal.map(row)}
          {homework && row(homework, normal.length)}
        </List>
      </SortableFrame>
      {canWrite && (
        <Actions>
          <Button type="button" onClick={() => onCreate(false)}>
            <PlusIcon />
            {t('lesson.sections.add')}
          </Button>
          {/* One homework section per lesson: it is what a class is given to do at home. */}
          {!homework && (
            <Button type="button" onClick={() => onCreate(true)}>
              <PlusIcon />
              {t('lesson.sections.addHomework')}
            </Button>
          )}
        </Actions>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.05rem;
`;

const List = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(SortableItem)`
  display: flex;
  align-items: center;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[data-homework] {
    margin-block-start: 8px;
    border-block-start: 1px dashed ${({ theme }) => theme.colors.border};
    padding-block-start: 8px;
  }
`;

const Pick = styled.button`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 40px;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
  ${focusRing}
`;

/**
 * The kit's buttons keep their words on one line. In the 300 px panel "Add homework section" is
 * wider than the panel in several languages (Ukrainian first), and without a homework section
 * that button is shown: it spilled over the lesson title and was cut off (issue 20). Here the
 * words wrap inside the panel.
 */
const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  & > button {
    min-inline-size: 0;
    white-space: normal;
    overflow-wrap: anywhere;
    text-align: start;
    justify-content: flex-start;
  }
`;
