import 'styled-components';
import type { AppTheme } from '@school/shared';

// The host provides the one theme every remote reads; this types `props.theme` as that theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
