import 'styled-components';
import type { AppTheme } from '@school/shared';

// The players render inside the host's ThemeProvider; this types `props.theme` as its theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
