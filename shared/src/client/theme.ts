export const THEME_SCHEMAS = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export type ThemeSchemaName = (typeof THEME_SCHEMAS)[number];
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type ControlSize = 'sm' | 'md' | 'lg';

export interface AppTheme {
  schema: ThemeSchemaName;
  mode: ThemeMode;
  direction: Direction;
  controlSize: ControlSize;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    border: string;
    text: string;
    textMuted: string;
    danger: string;
    success: string;
    focus: string;
  };
  layout: { sideNavWidth: number; sideNavCollapsedWidth: number; headerHeight: number };
  radius: string;
  controlHeight: number;
  font: string;
}

const accents: Record<ThemeSchemaName, { light: [string, string]; dark: [string, string] }> = {
  default: { light: ['#2f5bea', '#2448c4'], dark: ['#7b9bff', '#9bb3ff'] },
  dark: { light: ['#334155', '#1f2937'], dark: ['#cbd5e1', '#e2e8f0'] },
  green: { light: ['#0f7a4f', '#0b5f3d'], dark: ['#4ade9a', '#86efbc'] },
  purple: { light: ['#6d3fd6', '#5630b0'], dark: ['#b69cff', '#cbb8ff'] },
  orange: { light: ['#b4530a', '#8f4208'], dark: ['#fb9d4b', '#fdba74'] },
};

const controlHeights: Record<ControlSize, number> = { sm: 32, md: 40, lg: 48 };

/** Builds the styled-components theme the host provides to every remote. */
export function buildTheme(
  schema: ThemeSchemaName = 'default',
  mode: ThemeMode = 'light',
  direction: Direction = 'ltr',
  controlSize: ControlSize = 'md',
): AppTheme {
  const [primary, primaryHover] = accents[schema][mode];
  const dark = mode === 'dark';
  return {
    schema,
    mode,
    direction,
    controlSize,
    colors: {
      primary,
      primaryHover,
      onPrimary: dark ? '#0b1020' : '#ffffff',
      background: dark ? '#0f141c' : '#f5f7fb',
      surface: dark ? '#18202b' : '#ffffff',
      surfaceMuted: dark ? '#212b38' : '#eef1f6',
      border: dark ? '#334155' : '#d5dbe5',
      text: dark ? '#e6ebf2' : '#151b26',
      textMuted: dark ? '#a3aebd' : '#4b5565',
      danger: dark ? '#ff8a8a' : '#b42318',
      success: dark ? '#6ee7a8' : '#067647',
      focus: dark ? '#ffd166' : '#1d4ed8',
    },
    layout: { sideNavWidth: 238, sideNavCollapsedWidth: 72, headerHeight: 64 },
    radius: '8px',
    controlHeight: controlHeights[controlSize],
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans SC', sans-serif",
  };
}
