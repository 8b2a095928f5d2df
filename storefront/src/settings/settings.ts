import { type KeyValueStorage, writeQuietly } from '../storage/key-value-storage';

export type Direction = 'ltr' | 'rtl';

/** How the shopper set up the page in the settings panel; kept in localStorage. */
export interface Settings {
  /** `#rrggbb`. */
  readonly themeColor: string;
  readonly direction: Direction;
  readonly dark: boolean;
}

export const defaultSettings: Settings = { themeColor: '#ff4c3b', direction: 'ltr', dark: false };

const keys = { themeColor: 'themeColor', direction: 'direction', dark: 'darkMode' } as const;

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** The saved settings; a missing or tampered value falls back to its default. */
export function readSettings(storage: KeyValueStorage): Settings {
  const themeColor = storage.getItem(keys.themeColor) ?? '';
  const direction = storage.getItem(keys.direction);
  return {
    themeColor: isHexColor(themeColor) ? themeColor.toLowerCase() : defaultSettings.themeColor,
    direction: direction === 'rtl' ? 'rtl' : 'ltr',
    dark: storage.getItem(keys.dark) === 'true',
  };
}

export function writeSettings(storage: KeyValueStorage, settings: Settings): void {
  writeQuietly(storage, keys.themeColor, settings.themeColor);
  writeQuietly(storage, keys.direction, settings.direction);
  writeQuietly(storage, keys.dark, String(settings.dark));
}
