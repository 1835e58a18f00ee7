import { forwardRef } from 'react';
import { useSession } from '@school/shared';
import { TOUCH_TARGET_PX, VisuallyHidden, focusRing, media } from '@school/shared/ui';
import styled from 'styled-components';
import { useHostTranslation } from '../../../i18n';

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: 100%;
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
  ${media.phone} {
    padding: 0 6px;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 13px;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A long name is cut with an ellipsis; on a phone only the avatar shows, the name is still read. */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

interface UserMenuTriggerProps {
  open: boolean;
  panelId: string;
  onToggle: () => void;
}

/** The header button: avatar (or initials) and the user's name. */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, UserMenuTriggerProps>(function UserMenuTrigger({ open, panelId, onToggle }, ref) {
  const { t } = useHostTranslation();
  const user = useSession().user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Trigger ref={ref} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-testid="user-menu-trigger">
      {/* Named by its content, not aria-label, so the name holds all the visible text (WCAG 2.5.3):
          axe counts the hidden initials as visible text and an aria-label without them fails. */}
      <Avatar aria-hidden="true">{user?.image ? <img src={user.image} alt="" /> : initials(user?.firstName ?? '', user?.lastName ?? '')}</Avatar>
      <VisuallyHidden>{`${t('header.userMenu')}: `}</VisuallyHidden>
      <Name data-testid="header-user-name">{name}</Name>
    </Trigger>
  );
});
