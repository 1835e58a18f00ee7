import { useTranslation } from '@school/shared';
import styled from 'styled-components';
import type { ClassExercise } from '../../../api/class-queries';
import type { AnswersMap, PersonRef } from '../../../lib/classroom-contracts';

export interface ClassOverviewProps {
  students: readonly PersonRef[];
  exercises: readonly ClassExercise[];
  answers: AnswersMap;
  /** Opens a student's answers. */
  onOpen: (studentId: string) => void;
}

const fullName = (person: PersonRef) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Every student against every exercise of the section, with the server's score: who is stuck,
 * at a glance. Live like the rest: the answers map follows the event stream.
 */
export function ClassOverview({ students, exercises, answers, onOpen }: ClassOverviewProps) {
  const { t } = useTranslation('classroom');
  return (
    <Scroller data-scroll-x="">
      <Table>
        <caption>{t('overview.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.student')}</th>
            {exercises.map((exercise, index) => (
              <th key={exercise.id} scope="col" title={exercise.title}>
                {index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              <th scope="row">
                <button type="button" onClick={() => onOpen(student.id)}>
                  {fullName(student)}
                </button>
              </th>
              {exercises.map((exercise, index) => {
                const stored = answers[student.id]?.[exercise.id];
                const text = !stored ? '—' : stored.score ? `${stored.score.correct}/${stored.score.total}` : '✓';
                const label = !stored
                  ? t('overview.cellNone', { number: index + 1 })
                  : stored.score
                    ? t('overview.cellScore', { number: index + 1, correct: stored.score.correct, total: stored.score.total })
                    : t('overview.cellAnswered', { number: index + 1 });
                const tone = stored?.score ? (stored.score.correct === stored.score.total ? 'success' : stored.score.correct === 0 ? 'danger' : 'text') : 'textMuted';
                return (
                  <Cell key={exercise.id} $tone={tone} aria-label={label}>
                    {text}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  min-inline-size: 100%;
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 8px;
  }
  th,
  td {
    padding: 6px 10px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  th[scope='row'] {
    text-align: start;
  }
  th[scope='row'] button {
    all: unset;
    cursor: pointer;
    text-decoration: underline;
  }
  th[scope='row'] button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Cell = styled.td<{ $tone: 'success' | 'danger' | 'text' | 'textMuted' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-variant-numeric: tabular-nums;
`;
