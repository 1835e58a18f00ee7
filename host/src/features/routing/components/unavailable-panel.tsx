import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@school/shared/ui';
import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 20px;
`;

const Text = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Shown inside the layout when an area (its manifest, entry, a chunk, or the page itself)
 * fails; the rest of the shell keeps working. `onRetry` reloads the area.
 */
export function UnavailablePanel({ onRetry, busy = false, remote }: { onRetry: () => void; busy?: boolean; remote?: string }) {
  const { t } = useHostTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pressed, setPressed] = useState(false);
  // One id per panel: the home page can show several at once.
  const titleId = useId();
  useEffect(() => {
    // After a failed retry the panel shows again; tell screen-reader users where they are.
    if (pressed) headingRef.current?.focus();
  }, [pressed]);
  return (
    <Panel role="alert" aria-labelledby={titleId} data-testid="area-unavailable" data-remote={remote}>
      <Title id={titleId} ref={headingRef} tabIndex={-1}>
        {t('unavailable.title')}
      </Title>
      <Text>{t('unavailable.text')}</Text>
      <Button
        type="button"
        $variant="primary"
        disabled={busy}
        aria-label={busy ? t('unavailable.retrying') : t('unavailable.retry')}
        onClick={() => {
          setPressed(true);
          onRetry();
        }}
      >
        {busy ? t('unavailable.retrying') : t('unavailable.retry')}
      </Button>
    </Panel>
  );
}
