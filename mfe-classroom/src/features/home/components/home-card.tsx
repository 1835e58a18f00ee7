import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, useTranslation } from '@school/shared';
import { Button, cardFrame } from '@school/shared/ui';

const Card = styled.section`
  ${cardFrame}
  gap: 12px;
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Rows of links, no bullets, separated by a rule. */
export const HomeList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 2px;
    padding-block: 8px;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  > li:first-child {
    border-block-start: none;
  }
`;

/** One part of the home page: a card that is a region named by its `h2`. */
export function HomeCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

/** A failed read: the server's message (in the reader's language), else ours, and a retry. */
export function HomeFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <div role="alert">
      <Muted>{errorMessage(error, t('home.loadFailed'))}</Muted>
      <Button type="button" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}
