import { Link } from '@school/shared';
import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Spacer = styled.div`
  flex: 1;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: 8px;
  z-index: 30;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** 64 px header: brand, then the user menu. */
export function Header() {
  const { t } = useHostTranslation();
  return (
    <Bar>
      <SkipLink href="#main-content">{t('app.skipToContent')}</SkipLink>
      <Brand to="/">{t('app.name')}</Brand>
      <Spacer />
      <UserMenu />
    </Bar>
  );
}
