import 'styled-components';
import type { AppTheme } from '@school/shared';

declare module 'styled-components' {
  // The host's ThemeProvider supplies the shared theme; this types `props.theme` in the kit.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
