import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { buildTheme, type AppTheme, appStore } from '@school/shared';
import { readThemeSettings, writeThemeSettings, type ThemeSettings } from './theme-storage';

export const themeSettingsAtom = atom<ThemeSettings>(readThemeSettings());

/** Mirrors the settings on <html> (as the inline start-up script does) and remembers them. */
function applyToDocument(settings: ThemeSettings): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const theme = buildTheme(settings.schema, settings.mode, settings.direction, settings.controlSize);
  root.setAttribute('data-theme-mode', settings.mode);
  root.setAttribute('data-theme-schema', settings.schema);
  root.setAttribute('dir', settings.direction);
  root.style.colorScheme = settings.mode;
  root.style.backgroundColor = theme.colors.background;
  root.style.color = theme.colors.text;
}

applyToDocument(appStore.get(themeSettingsAtom));
appStore.sub(themeSettingsAtom, () => {
  const settings = appStore.get(themeSettingsAtom);
  writeThemeSettings(settings);
  applyToDocument(settings);
});

export function updateThemeSettings(change: Partial<ThemeSettings>): void {
  appStore.set(themeSettingsAtom, (previous) => ({ ...previous, ...change }));
}

export function useThemeSettings(): ThemeSettings {
  return useAtomValue(themeSettingsAtom, { store: appStore });
}

export function useAppTheme(): AppTheme {
  const settings = useThemeSettings();
  // One theme object per settings change, so styled components re-render only then.
  return useMemo(() => buildTheme(settings.schema, settings.mode, settings.direction, settings.controlSize), [settings]);
}
