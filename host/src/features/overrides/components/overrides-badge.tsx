import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { resetOverrides, type Overrides } from '../overrides';

const Badge = styled.aside`
  position: fixed;
  inset-inline-start: 12px;
  bottom: 12px;
  z-index: 1000;
  max-width: min(460px, calc(100vw - 24px));
  padding: 10px 12px;
  border: 2px solid #b45309;
  border-radius: 8px;
  background: #fff7ed;
  color: #431407;
  font-size: 13px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.2);
`;

const Title = styled.p`
  margin: 0 0 4px;
  font-weight: 700;
`;

const List = styled.ul`
  margin: 0 0 8px;
  padding-inline-start: 18px;
  word-break: break-all;
`;

const ResetButton = styled.button`
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid #9a3412;
  border-radius: 6px;
  background: #9a3412;
  color: #ffffff;
  cursor: pointer;
`;

/**
 * Always visible while any remote is overridden, so nobody mistakes an overridden page
 * for what the environment really serves.
 */
export function OverridesBadge({ overrides, onReset = resetOverrides }: { overrides: Overrides; onReset?: () => void }) {
  const { t } = useHostTranslation();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Badge role="status" aria-label={t('overrides.label')} data-testid="overrides-badge">
      <Title>{t('overrides.label')}</Title>
      <List>
        {entries.map(([remote, url]) => (
          <li key={remote}>
            <strong>{remote}</strong> → <code>{url}</code>
          </li>
        ))}
      </List>
      <ResetButton type="button" onClick={onReset}>
        {t('overrides.reset')}
      </ResetButton>
    </Badge>
  );
}
