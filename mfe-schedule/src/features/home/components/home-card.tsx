import type { ReactNode } from 'react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { errorMessage, useTranslation } from '@school/shared';
import { Button, cardFrame, Spinner } from '@school/shared/ui';

const Card = styled.section`
  ${cardFrame}
  gap: 12px;
  align-content: start;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of lessons or days: no bullets, one row each, separated by a rule. */
export const HomeList = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 12px;
    padding-block: 8px;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:first-child {
    border-block-start: none;
  }
`;

export const Strong = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** One part of the home page: a titled card (a landmark region named by its heading). */
export function HomeCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Card>
  );
}

/** A read in progress, said to screen readers too. */
export function HomeLoading() {
  const { t } = useTranslation('schedule');
  return (
    <Muted role="status">
      <Spinner $size={16} /> {t('home.loading')}
    </Muted>
  );
}

/** A failed read: the server's message in the reader's language, else ours, and a retry. */
export function HomeFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('schedule');
  return (
    <div role="alert">
      <Muted>{errorMessage(error, t('home.loadFailed'))}</Muted>
      <Button type="button" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </div>
  );
}
