import type { ReactNode } from 'react';
import { errorMessage, useTranslation } from '@school/shared';
import { Button, Spinner, StatePanel } from '@school/shared/ui';

/** Loading, failed and empty states of a list, in one frame. */
export function Loading({ label }: { label: string }) {
  return (
    <StatePanel role="status">
      <Spinner $size={40} />
      <p>{label}</p>
    </StatePanel>
  );
}

export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <StatePanel role="alert">
      <p>{errorMessage(error, fallback)}</p>
      <Button type="button" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </StatePanel>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <StatePanel role="status">{children}</StatePanel>;
}
