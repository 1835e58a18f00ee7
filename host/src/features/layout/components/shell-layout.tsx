import { useEffect, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLocation, type ContainerType, type LayoutType, type PageBackground, type PageLayout } from '@school/shared';
import { media } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';
import { BackToTop } from './back-to-top';
import { BetaBanner } from './beta-banner';
import { Footer } from './footer';
import { useShellWidth } from '../hooks/use-media-query';
import { useSlotFilled } from '../hooks/use-slot-filled';
import { Header } from './header';
import { PanelTabs, panelTabId, type PanelTab, type PanelView } from './panel-tabs';
import { SideNav } from './side-nav';

/**
 * Where a page can put side content of its own (class tools, lesson sections): it renders
 * into these elements with a React portal. Empty slots take no room.
 */
export const LAYOUT_SLOTS = { start: 'layout-aside-start', end: 'layout-aside-end' } as const;

// Exactly a screen high when the page is short: the footer at the bottom, no page scroll.
const Frame = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div<{ $folded: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: ${({ $folded }) => ($folded ? 'column' : 'row')};
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
  /* While the page is loading its content (anything in it but a button or a form says
     aria-busy, as the host's spinner and the pages' lists do), at least a screen high, so the
     footer waits below the fold: else it would sit in view and jump down when the content
     arrives (a layout shift on every cold load of a list page). Once loaded, a short page is
     exactly a screen high with the footer at its bottom, instead of always a screen plus the
     header, banner and footer (docs/decisions/platform-delivery.md). */
  &:has([aria-busy='true']:not(button):not(form)) {
    min-height: 100vh;
    min-height: 100dvh;
  }
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
  ${({ $container }) =>
    $container !== 'gutterless' &&
    css`
      ${media.phone} {
        padding: 16px 12px;
      }
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

/** A side slot shown as a tab's panel on a phone: the whole width, no side border. */
const foldedSlot = css`
  ${media.phone} {
    width: 100%;
    flex: 1;
    border: none;
    &[hidden] {
      display: none;
    }
  }
`;

const EndSlotFoldable = styled(AsideSlot)`
  ${foldedSlot}
`;

const StartSlotFoldable = styled(StartSlot)`
  ${foldedSlot}
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
  const phone = useShellWidth() === 'phone';
  const { pathname } = useLocation();
  const hasStart = type === 'bothSidebar';
  const hasEnd = type === 'rightSidebar' || type === 'bothSidebar';
  const startFilled = useSlotFilled(LAYOUT_SLOTS.start, hasStart);
  const endFilled = useSlotFilled(LAYOUT_SLOTS.end, hasEnd);
  const [chosenView, setView] = useState<PanelView>('content');
  useEffect(() => setView('content'), [pathname]);

  const tabs: PanelTab[] = [{ view: 'content', controls: 'main-content' }];
  if (startFilled) tabs.push({ view: 'start', controls: LAYOUT_SLOTS.start });
  if (endFilled) tabs.push({ view: 'end', controls: LAYOUT_SLOTS.end });
  const folded = phone && tabs.length > 1;
  // A panel the page emptied again cannot stay selected.
  const view = tabs.some((tab) => tab.view === chosenView) ? chosenView : 'content';
  const panelProps = (slot: PanelView) =>
    folded ? { role: 'tabpanel', 'aria-labelledby': panelTabId(slot), hidden: view !== slot } : {};

  const main = (
    <Main
      id="main-content"
      tabIndex={-1}
      aria-label={t('app.mainContent')}
      $container={container}
      $background={background}
      hidden={folded && view !== 'content'}
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
      {folded && <PanelTabs tabs={tabs} selected={view} onSelect={setView} />}
      <Body $folded={folded}>
        <SideNav forceCollapsed={type === 'bothSidebar'} />
        {hasStart && <StartSlotFoldable id={LAYOUT_SLOTS.start} {...panelProps('start')} />}
        <Column>
          {main}
          <Footer />
        </Column>
        {hasEnd && <EndSlotFoldable id={LAYOUT_SLOTS.end} {...panelProps('end')} />}
      </Body>
      <BackToTop />
    </Frame>
  );
}
