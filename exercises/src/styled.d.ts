import 'styled-components';
import type { AppTheme } from '@school/shared';

// Editors and players render inside the host's ThemeProvider: `props.theme` is its theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
