import { beforeEach, describe, expect, it } from 'vitest';
import {
  clampFontSize,
  DEFAULT_SETTINGS,
  FONT_SIZE,
  readSettings,
  resetSettings,
  SETTINGS_KEY,
  writeSettings,
} from './settings';
import { applySettings } from './theme';

describe('app-settings', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('defaults: mini nav, preset3, apparent, not compact, 16 px, light, ltr', () => {
    expect(readSettings()).toMatchObject({
      language: 'tur',
      fontSize: 16,
      colorScheme: 'light',
      direction: 'ltr',
      contrast: 'default',
      navLayout: 'mini',
      primaryColor: 'preset3',
      navColor: 'apparent',
      compactLayout: false,
      fontFamily: 'system',
    });
  });

  it('persists under app-settings only and keeps unknown keys', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ future: 1 }));
    writeSettings({ navLayout: 'horizontal', colorScheme: 'dark' });
    expect(Object.keys(localStorage)).toEqual([SETTINGS_KEY]);
    expect(sessionStorage.length).toBe(0);
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ future: 1, navLayout: 'horizontal', colorScheme: 'dark' });
    expect(readSettings().navLayout).toBe('horizontal');
  });

  it('font size outside 12-20 or junk falls back to the default; clamp keeps the bounds', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ fontSize: 30, navLayout: 'weird' }));
    expect(readSettings().fontSize).toBe(FONT_SIZE.default);
    expect(readSettings().navLayout).toBe('mini');
    expect(clampFontSize(8)).toBe(12);
    expect(clampFontSize(25)).toBe(20);
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('reset-all restores every preference but keeps the language', () => {
    writeSettings({
      language: 'eng',
      fontSize: 20,
      navLayout: 'vertical',
      compactLayout: true,
      primaryColor: 'preset1',
    });
    expect(resetSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'eng' });
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'eng' });
  });

  it('applySettings puts font size, direction, dark class, contrast, preset and font on the root', () => {
    const root = document.createElement('html');
    applySettings(
      {
        ...DEFAULT_SETTINGS,
        fontSize: 18,
        direction: 'rtl',
        colorScheme: 'dark',
        contrast: 'high',
        primaryColor: 'preset1',
        fontFamily: 'serif',
      },
      root,
    );
    expect(root.style.fontSize).toBe('18px');
    expect(root.dir).toBe('rtl');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset).toMatchObject({ contrast: 'high', primary: 'preset1', font: 'serif' });
    applySettings(DEFAULT_SETTINGS, root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
