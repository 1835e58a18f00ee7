export { updateThemeSettings, useAppTheme, useThemeSettings } from './theme-store';
export { GlobalStyle } from './global-style';
