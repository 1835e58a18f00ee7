import 'styled-components';
import type { AppTheme } from '@school/shared';

// Every remote reads the host's theme; this makes `props.theme` typed as that theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
