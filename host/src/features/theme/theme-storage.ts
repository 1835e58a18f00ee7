import { THEME_SCHEMAS, type ControlSize, type Direction, type ThemeMode, type ThemeSchemaName } from '@school/shared';

/**
 * Stored under `theme` as JSON. public/index.html reads the same key before any bundle
 * loads (mode, schema, direction), so keep both in step.
 */
export const THEME_STORAGE_KEY = 'theme';

export interface ThemeSettings {
  schema: ThemeSchemaName;
  mode: ThemeMode;
  direction: Direction;
  controlSize: ControlSize;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { schema: 'default', mode: 'light', direction: 'ltr', controlSize: 'md' };

const CONTROL_SIZES: readonly ControlSize[] = ['sm', 'md', 'lg'];

/** Reads what was stored, keeping only values we know; anything else falls back to the default. */
export function parseThemeSettings(raw: string | null): ThemeSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A broken value means defaults.
  }
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    schema: pick(stored.schema, THEME_SCHEMAS, DEFAULT_THEME_SETTINGS.schema),
    mode: pick(stored.mode, ['light', 'dark'] as const, DEFAULT_THEME_SETTINGS.mode),
    direction: pick(stored.direction, ['ltr', 'rtl'] as const, DEFAULT_THEME_SETTINGS.direction),
    controlSize: pick(stored.controlSize, CONTROL_SIZES, DEFAULT_THEME_SETTINGS.controlSize),
  };
}

export function readThemeSettings(storage: Storage | undefined = globalThis.localStorage): ThemeSettings {
  try {
    return parseThemeSettings(storage?.getItem(THEME_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
}

export function writeThemeSettings(settings: ThemeSettings, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not remembered; still applied for this tab.
  }
}
