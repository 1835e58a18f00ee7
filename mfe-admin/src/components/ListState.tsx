import type { ReactNode } from 'react';
import { errorMessage, useTranslation } from '@school/shared';
import styled from 'styled-components';
import { Button, Spinner } from '@school/shared/ui';

/** Loading, failed and empty states of a list, in one frame. */
export function Loading({ label }: { label: string }) {
  return (
    <State role="status">
      <Spinner $size={40} />
      <p>{label}</p>
    </State>
  );
}

export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <State role="alert">
      <p>{errorMessage(error, fallback)}</p>
      <Button type="button" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </State>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <State role="status">{children}</State>;
}

const State = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    max-inline-size: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
