import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UNAUTHENTICATED_ENTRY, signOut, useSession } from '@school/shared';
import { useHostTranslation } from '../../i18n/namespace';

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

const Brand = styled.a`
  font-weight: 700;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Spacer = styled.div`
  flex: 1;
`;

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const HeaderButton = styled.button`
  min-height: ${({ theme }) => Math.min(theme.controlHeight, 40)}px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export function Header() {
  const { t } = useHostTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const handleSignOut = () => {
    // No request: the token is only forgotten (spec 01 §4).
    signOut();
    navigate(UNAUTHENTICATED_ENTRY, { replace: true });
  };
  return (
    <Bar>
      <Brand href="/">{t('app.name')}</Brand>
      <Spacer />
      {user && <UserName data-testid="header-user-name">{`${user.firstName} ${user.lastName}`.trim()}</UserName>}
      <HeaderButton type="button" onClick={handleSignOut}>
        {t('header.signOut')}
      </HeaderButton>
    </Bar>
  );
}
