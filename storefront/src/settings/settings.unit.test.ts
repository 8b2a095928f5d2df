import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import {
  cartDrawerSide,
  defaultSettings,
  isHexColor,
  readSettings,
  settingsFile,
  writeSettings,
} from './settings';

describe('the layout settings', () => {
  it('start with the theme colour #ff4c3b, left to right, light and the cart at the right', () => {
    expect(readSettings(memoryStorage())).toEqual({
      themeColor: '#ff4c3b',
      direction: 'ltr',
      dark: false,
      cartSide: 'right',
    });
  });

  it('are remembered', () => {
    const storage = memoryStorage();
    writeSettings(storage, {
      themeColor: '#3B82F6',
      direction: 'rtl',
      dark: true,
      cartSide: 'top',
    });
    expect(readSettings(storage)).toEqual({
      themeColor: '#3b82f6',
      direction: 'rtl',
      dark: true,
      cartSide: 'top',
    });
  });

  it('open the cart panel on the chosen side of the screen, in either text direction', () => {
    expect(cartDrawerSide('left', 'ltr')).toBe('start');
    expect(cartDrawerSide('left', 'rtl')).toBe('end');
    expect(cartDrawerSide('right', 'ltr')).toBe('end');
    expect(cartDrawerSide('right', 'rtl')).toBe('start');
    expect(cartDrawerSide('bottom', 'rtl')).toBe('bottom');
  });

  it('read as a configuration file', () => {
    expect(JSON.parse(settingsFile(defaultSettings))).toEqual(defaultSettings);
  });

  it('ignore tampered values', () => {
    const storage = memoryStorage();
    storage.setItem('themeColor', 'red; background: url(x)');
    storage.setItem('direction', 'sideways');
    storage.setItem('darkMode', 'yes');
    storage.setItem('cartSide', 'diagonal');
    expect(readSettings(storage)).toEqual(defaultSettings);
  });

  it('accept only #rrggbb colours', () => {
    expect(isHexColor('#ff4c3b')).toBe(true);
    expect(isHexColor('#fff')).toBe(false);
    expect(isHexColor('ff4c3b')).toBe(false);
  });
});
