import { Link } from '@school/shared';
import { TOUCH_TARGET_PX, focusRing, media } from '@school/shared/ui';
import styled, { css } from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

/** On a phone the panel is a bottom sheet over a dimmed page, like the kit's MenuButton. */
export const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  z-index: 50;
  width: 300px;
  max-height: calc(100vh - 90px);
  overflow-y: auto;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
  ${media.phone} {
    position: fixed;
    top: auto;
    inset-inline: 0;
    bottom: 0;
    z-index: 1000;
    width: auto;
    max-height: 85dvh;
    padding-bottom: max(8px, env(safe-area-inset-bottom));
    border-radius: 16px 16px 0 0;
    box-shadow: 0 -12px 32px rgb(0 0 0 / 0.25);
    overscroll-behavior: contain;
  }
`;

export const SheetBackdrop = styled.div`
  display: none;
  ${media.phone} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 999;
    background: rgb(0 0 0 / 0.45);
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 40px;
  padding: 0 8px;
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;

const rowControl = css`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 8px;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  ${focusRing}
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;

export const MenuLink = styled.a`
  ${rowControl}
`;

export const MenuRouterLink = styled(Link)`
  ${rowControl}
`;

export const MenuAction = styled.button`
  ${rowControl}
  width: 100%;
  border: none;
  background: transparent;
  text-align: start;
  cursor: pointer;
`;

export const Divider = styled.hr`
  margin: 6px 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Muted = styled.p`
  margin: 0 8px 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SectionTitle = styled.p`
  margin: 8px 8px 2px;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Select = styled.select`
  min-height: 32px;
  max-width: 150px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;

export const Switch = styled.input`
  ${media.coarsePointer} {
    width: 24px;
    height: 24px;
  }
`;
