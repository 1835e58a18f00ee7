import { useState } from 'react';
import { RouterProvider } from '@school/shared';
import { ThemeProvider } from 'styled-components';
import type { RuntimeConfig } from '@school/shared';
import { OverridesBadge } from './features/overrides/components/OverridesBadge';
import type { Overrides } from './features/overrides/overrides';
import { createAppRouter } from './features/routing/router';
import { ToastRegion } from './features/toasts/components/ToastRegion';
import { RuntimeConfigProvider } from './features/runtime/config-context';
import { GlobalStyle } from './features/theme/global-style';
import { useAppTheme } from './features/theme/theme-store';

/** The one ThemeProvider and Router of the site; every remote page renders inside them. */
export function App({ config, overrides }: { config: RuntimeConfig; overrides: Overrides }) {
  const theme = useAppTheme();
  const [router] = useState(createAppRouter);
  return (
    <RuntimeConfigProvider config={config}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
        <ToastRegion />
        <OverridesBadge overrides={overrides} />
      </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
