import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from './button.js';

const Panel = styled.section<{ $place: 'area' | 'part' }>`
  max-inline-size: 560px;
  margin: ${({ $place }) => ($place === 'area' ? '48px' : '24px')} auto;
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

export interface UnavailableNoticeProps {
  /** A whole area of the site (the host's page) or one part of a page (a remote's component). */
  place: 'area' | 'part';
  title: string;
  text: string;
  retryLabel: string;
  /** While a retry is loading: the button is disabled and says this instead. */
  busyLabel?: string;
  busy?: boolean;
  onRetry: () => void;
  /** What the page's tests and the e2e journeys find the panel by, and which remote failed. */
  testId: string;
  remote?: string;
  module?: string;
}

/**
 * The "this is unavailable, try again" panel, in the words its caller translates: the host's for a
 * whole area, `RemoteUnavailablePanel` for a remote's component inside a page. After a Retry that
 * failed it shows again and takes focus, so a screen-reader user learns where they are.
 */
export function UnavailableNotice({ place, title, text, retryLabel, busyLabel, busy = false, onRetry, testId, remote, module }: UnavailableNoticeProps) {
  // One id per panel: the home page can show several at once.
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed) headingRef.current?.focus();
  }, [pressed]);
  const label = busy && busyLabel ? busyLabel : retryLabel;
  return (
    <Panel $place={place} role="alert" aria-labelledby={titleId} data-testid={testId} data-remote={remote} data-module={module}>
      <Title id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      <Text>{text}</Text>
      <Button
        type="button"
        $variant="primary"
        disabled={busy}
        aria-label={label}
        onClick={() => {
          setPressed(true);
          onRetry();
        }}
      >
        {label}
      </Button>
    </Panel>
  );
}
