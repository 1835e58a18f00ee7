import type { ReactNode } from 'react';
import { errorMessage, useTranslation } from '@school/shared';
import { Button, Spinner, StatePanel } from '@school/shared/ui';

/** A page's or list's first load. */
export function Loading({ label }: { label: string }) {
  return (
    <StatePanel role="status">
      <Spinner $size={40} />
      <p>{label}</p>
    </StatePanel>
  );
}

/** A failed read: the server's message, else the fallback, and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry?: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <StatePanel role="alert">
      <p>{errorMessage(error, fallback)}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </StatePanel>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <StatePanel role="status">{children}</StatePanel>;
}
