import { formatDateTime, useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { Button } from '@school/shared/ui';
import styled from 'styled-components';
import { classQueries, type ClassDetail } from '../../../api/class-queries';
import type { PersonRef } from '../../../lib/classroom-contracts';

const fullName = (person: PersonRef) => `${person.firstName} ${person.lastName}`.trim();

type Section = NonNullable<ClassDetail['courseLesson']>['sections'][number];

/** The students of the class: the one chosen is whose answers the teacher sees. */
export function StudentPicker({ students, selectedId, onSelect }: { students: readonly PersonRef[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('classroom');
  return (
    <nav aria-labelledby="class-students-heading">
      <h2 id="class-students-heading">{t('panel.students')}</h2>
      {students.length === 0 ? (
        <p>{t('panel.noStudents')}</p>
      ) : (
        <List>
          {students.map((student) => (
            <li key={student.id}>
              <Choice type="button" aria-pressed={student.id === selectedId} onClick={() => onSelect(student.id)}>
                {fullName(student)}
              </Choice>
            </li>
          ))}
        </List>
      )}
    </nav>
  );
}

/** The lesson's sections; homework ones are marked (they are done after the class). */
export function SectionPicker({ sections, selectedId, onSelect }: { sections: readonly Section[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('classroom');
  return (
    <nav aria-labelledby="class-sections-heading">
      <h2 id="class-sections-heading">{t('panel.sections')}</h2>
      <List>
        {sections.map((section, index) => (
          <li key={section.id}>
            <Choice type="button" aria-current={section.id === selectedId ? 'true' : undefined} aria-pressed={section.id === selectedId} onClick={() => onSelect(section.id)}>
              {section.isHomework ? t('panel.homeworkSection') : t('panel.section', { number: index + 1 })}
              {' '}
              <Count>({t('panel.exerciseCount', { count: section.exercises.length })})</Count>
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** Every lesson the class has had, newest first, with when it was attached and completed. */
export function MaterialsHistory({ classId }: { classId: string }) {
  const { t } = useTranslation('classroom');
  const history = useQuery(classQueries.history(classId));
  if (history.error) return <p role="alert">{t('history.loadError')}</p>;
  if (!history.data) return <p role="status">{t('history.loading')}</p>;
  if (history.data.length === 0) return <p>{t('history.none')}</p>;
  return (
    <List aria-label={t('history.title')}>
      {history.data.map((item) => (
        <li key={item.id}>
          <strong dir="auto">{item.lessonName}</strong>
          <Muted dir="auto">{item.courseName}</Muted>
          <Muted>
            {t('history.attached', { date: formatDateTime(item.attachedAt) })}
            {item.completedAt ? ` · ${t('history.completed', { date: formatDateTime(item.completedAt) })}` : ''}
          </Muted>
        </li>
      ))}
    </List>
  );
}

export const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

export const Choice = styled(Button).attrs({ $variant: 'ghost' })`
  inline-size: 100%;
  justify-content: flex-start;
  text-align: start;
  &[aria-pressed='true'] {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Muted = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
