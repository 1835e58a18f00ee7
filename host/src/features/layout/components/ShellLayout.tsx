import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ContainerType, LayoutType, PageBackground, PageLayout } from '@school/shared';
import { useHostTranslation } from '../../i18n';
import { BackToTop } from './BackToTop';
import { BetaBanner } from './BetaBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './SideNav';

/**
 * Where a page can put side content of its own (class tools, lesson sections): it renders
 * into these elements with a React portal. Empty slots take no room.
 */
export const LAYOUT_SLOTS = { start: 'layout-aside-start', end: 'layout-aside-end' } as const;

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  align-items: stretch;
  min-height: 0;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main<{ $container: ContainerType; $background: PageBackground }>`
  flex: 1;
  width: 100%;
  outline: none;
  background: ${({ theme, $background }) => ($background === 'plain' ? theme.colors.surface : theme.colors.background)};
  ${({ $container }) =>
    $container === 'gutterless'
      ? css`
          padding: 0;
        `
      : $container === 'contained'
        ? css`
            max-width: 1200px;
            margin: 0 auto;
            padding: 24px;
          `
        : css`
            padding: 24px;
          `}
`;

const AsideSlot = styled.div`
  width: 300px;
  flex-shrink: 0;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &:empty {
    display: none;
  }
`;

const StartSlot = styled(AsideSlot)`
  border-inline-start: none;
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The page frames of spec 01 §2: `blank` (content only: public pages), `leftSidebar`
 * (default: navigation, content), `rightSidebar` (plus a page panel at the end side) and
 * `bothSidebar` (navigation collapsed, page panels on both sides). The page's route sets
 * the layout, its container (contained, gutterless, default) and background (plain, default).
 */
export function ShellLayout({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { t } = useHostTranslation();
  const type: LayoutType = layout.layout ?? 'leftSidebar';
  const container = layout.container ?? 'default';
  const background = layout.background ?? 'default';
  const main = (
    <Main
      id="main-content"
      tabIndex={-1}
      aria-label={t('app.mainContent')}
      $container={container}
      $background={background}
      data-container={container}
      data-background={background}
    >
      {children}
    </Main>
  );

  if (type === 'blank') {
    return (
      <Frame data-layout="blank">
        {main}
      </Frame>
    );
  }

  return (
    <Frame data-layout={type}>
      <BetaBanner />
      <Header />
      <Body>
        <SideNav forceCollapsed={type === 'bothSidebar'} />
        {type === 'bothSidebar' && <StartSlot id={LAYOUT_SLOTS.start} />}
        <Column>
          {main}
          <Footer />
        </Column>
        {(type === 'rightSidebar' || type === 'bothSidebar') && <AsideSlot id={LAYOUT_SLOTS.end} />}
      </Body>
      <BackToTop />
    </Frame>
  );
}
