import { useRef, type KeyboardEvent } from 'react';
import { TOUCH_TARGET_PX, focusRing } from '@school/shared/ui';
import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';

export type PanelView = 'content' | 'start' | 'end';

export interface PanelTab {
  view: PanelView;
  /** The element the tab shows: the main content or a side slot. */
  controls: string;
}

const List = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight}px;
  z-index: 10;
  display: flex;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1;
  min-height: ${TOUCH_TARGET_PX}px;
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ${focusRing}
`;

const LABEL_KEYS = { content: 'layout.content', start: 'layout.startPanel', end: 'layout.endPanel' } as const;

export const panelTabId = (view: PanelView) => `layout-tab-${view}`;

/**
 * On a phone a page's side panels are not beside the content but behind tabs above it:
 * the content, then each panel the page filled. Arrow keys, Home and End move between tabs.
 */
export function PanelTabs({ tabs, selected, onSelect }: { tabs: readonly PanelTab[]; selected: PanelView; onSelect: (view: PanelView) => void }) {
  const { t } = useHostTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.view === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab || next === null) return;
    event.preventDefault();
    onSelect(tab.view);
    refs.current[next]?.focus();
  }

  return (
    <List role="tablist" aria-label={t('layout.panels')} onKeyDown={onKeyDown} data-testid="panel-tabs">
      {tabs.map((tab, index) => (
        <Tab
          key={tab.view}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={panelTabId(tab.view)}
          type="button"
          role="tab"
          aria-selected={tab.view === selected}
          aria-controls={tab.controls}
          tabIndex={tab.view === selected ? 0 : -1}
          onClick={() => onSelect(tab.view)}
        >
          {t(LABEL_KEYS[tab.view])}
        </Tab>
      ))}
    </List>
  );
}
