import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import { defaultSettings, isHexColor, readSettings, writeSettings } from './settings';

describe('the layout settings', () => {
  it('start with the theme colour #ff4c3b, left to right and light', () => {
    expect(readSettings(memoryStorage())).toEqual({
      themeColor: '#ff4c3b',
      direction: 'ltr',
      dark: false,
    });
  });

  it('are remembered', () => {
    const storage = memoryStorage();
    writeSettings(storage, { themeColor: '#3B82F6', direction: 'rtl', dark: true });
    expect(readSettings(storage)).toEqual({ themeColor: '#3b82f6', direction: 'rtl', dark: true });
  });

  it('ignore tampered values', () => {
    const storage = memoryStorage();
    storage.setItem('themeColor', 'red; background: url(x)');
    storage.setItem('direction', 'sideways');
    storage.setItem('darkMode', 'yes');
    expect(readSettings(storage)).toEqual(defaultSettings);
  });

  it('accept only #rrggbb colours', () => {
    expect(isHexColor('#ff4c3b')).toBe(true);
    expect(isHexColor('#fff')).toBe(false);
    expect(isHexColor('ff4c3b')).toBe(false);
  });
});
