import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageLayout } from '@school/shared';
import { useHostTranslation } from '../../i18n/namespace';
import { Header } from './Header';
import { SideNav } from './SideNav';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 24px;
`;

/** The signed-in frame (header, side navigation, content) or, for `blank`, the content alone. */
export function ShellLayout({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { t } = useHostTranslation();
  if (layout.layout === 'blank') return <Main aria-label={t('app.mainContent')}>{children}</Main>;
  return (
    <Frame>
      <Header />
      <Body>
        <SideNav />
        <Main id="main-content" aria-label={t('app.mainContent')}>
          {children}
        </Main>
      </Body>
    </Frame>
  );
}
