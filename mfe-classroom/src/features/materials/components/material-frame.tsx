import type { ReactNode } from 'react';
import { Link, useTranslation } from '@school/shared';
import { PageTitle } from '@school/shared/ui';
import { useQuery } from '@school/shared/query';
import styled from 'styled-components';
import { classQueries } from '../../../api/class-queries';
import { LoadFailed, Loading } from '../../../components/states';

/**
 * The frame of both material pages: the way back to the class, the title, and the pages' body
 * once the class is known to be the reader's to teach (only its teacher attaches a lesson).
 */
export function MaterialFrame({ classId, children }: { classId: string; children: ReactNode }) {
  const { t } = useTranslation('classroom');
  const detail = useQuery(classQueries.detail(classId));
  let body: ReactNode;
  if (detail.error) body = <LoadFailed error={detail.error} fallback={t('classroom.loadError')} onRetry={() => void detail.refetch()} />;
  else if (!detail.data) body = <Loading label={t('materials.loading')} />;
  else if (detail.data.accessType !== 'teacher') body = <p role="status">{t('materials.teacherOnly')}</p>;
  else body = children;
  return (
    <Frame>
      <Link to={`/classes/${classId}`}>{t('materials.back', { name: detail.data?.name ?? '' })}</Link>
      <PageTitle>{t('materials.title')}</PageTitle>
      {body}
    </Frame>
  );
}

const Frame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.text};
`;
