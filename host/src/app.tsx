import { Provider as AtomsProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { appStore, type RuntimeConfig } from '@school/shared';
import { OverridesBadge } from './features/overrides/components/overrides-badge';
import type { Overrides } from './features/overrides/overrides';
import { AppRouter } from './features/routing/router';
import { ToastRegion } from './features/toasts/components/toast-region';
import { RuntimeConfigProvider } from './features/runtime/config-context';
import { GlobalStyle } from './features/theme/global-style';
import { useAppTheme } from './features/theme/theme-store';

/**
 * The one ThemeProvider, Router and jotai store of the site; every remote page renders inside
 * them, so an area's own atoms live in the same store as the session (appStore, from the
 * federated @school/shared).
 */
export function App({ config, overrides }: { config: RuntimeConfig; overrides: Overrides }) {
  const theme = useAppTheme();
  return (
    <AtomsProvider store={appStore}>
      <RuntimeConfigProvider config={config}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AppRouter />
          <ToastRegion />
          <OverridesBadge overrides={overrides} />
        </ThemeProvider>
      </RuntimeConfigProvider>
    </AtomsProvider>
  );
}
