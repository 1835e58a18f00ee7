import { formatDate, Link, useTranslation } from '@school/shared';
import type { DueHomework } from '@school/shared/contracts';
import { useQuery } from '@school/shared/query';
import { cardFrame, MutedText } from '@school/shared/ui';
import styled from 'styled-components';
import { homeworkQueries } from '../api/homework-api';
import { HomeworkStatusBadge } from './homework-status';

/** The due homework grouped by class, in the server's order (newest first) of each class's first. */
function byClass(items: readonly DueHomework[]): Array<{ classId: string; className: string; items: DueHomework[] }> {
  const groups = new Map<string, { classId: string; className: string; items: DueHomework[] }>();
  for (const item of items) {
    const group = groups.get(item.classId) ?? { classId: item.classId, className: item.className, items: [] };
    group.items.push(item);
    groups.set(item.classId, group);
  }
  return [...groups.values()];
}

/**
 * What a student still has to do (`GET homework/due`: homework of their classes not yet sent or
 * done), per class, each a link to the homework. Shown where a student lands after signing in
 * (docs/decisions/homework-ui.md).
 */
export function HomeworkDue() {
  const { t } = useTranslation('classroom');
  const due = useQuery(homeworkQueries.due());
  let body;
  if (due.error) body = <p role="alert">{t('homework.due.loadError')}</p>;
  else if (!due.data) body = <p role="status">{t('homework.due.loading')}</p>;
  else if (due.data.length === 0) body = <MutedText>{t('homework.due.none')}</MutedText>;
  else
    body = byClass(due.data).map((group) => (
      <div key={group.classId}>
        <h3 dir="auto">{group.className}</h3>
        <ul>
          {group.items.map((item) => (
            <li key={item.homeworkId}>
              <Link to={`/classes/${item.classId}/homework/${item.homeworkId}`}>{t('homework.name', { number: item.number })}</Link>
              <MutedText as="span">
                {t('panel.exerciseCount', { count: item.exerciseCount })} · {t('homework.due.given', { date: formatDate(item.createdAt) })}
              </MutedText>
              <HomeworkStatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      </div>
    ));
  return (
    <Panel aria-labelledby="homework-due-heading">
      <h2 id="homework-due-heading">{t('homework.due.title')}</h2>
      {body}
    </Panel>
  );
}

const Panel = styled.section`
  ${cardFrame}
  display: grid;
  gap: 12px;
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 1.1rem;
  }
  h3 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;
