import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY, parseThemeSettings, readThemeSettings, writeThemeSettings } from './theme-storage';

describe('theme settings storage', () => {
  it('keeps known values and replaces unknown ones with defaults', () => {
    expect(parseThemeSettings('{"schema":"green","mode":"dark","direction":"rtl","controlSize":"lg"}')).toEqual({
      schema: 'green',
      mode: 'dark',
      direction: 'rtl',
      controlSize: 'lg',
    });
    expect(parseThemeSettings('{"schema":"pink","mode":"dim"}')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('not json')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('round-trips through localStorage under the key the start-up script reads', () => {
    writeThemeSettings({ schema: 'purple', mode: 'dark', direction: 'ltr', controlSize: 'sm' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({ schema: 'purple', mode: 'dark' });
    expect(readThemeSettings()).toEqual({ schema: 'purple', mode: 'dark', direction: 'ltr', controlSize: 'sm' });
  });
});
