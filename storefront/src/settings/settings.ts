import { type KeyValueStorage, writeQuietly } from '../storage/key-value-storage';

export type Direction = 'ltr' | 'rtl';

/** Where the cart panel slides in from: 300 px wide at a side, 218 px tall at the top or bottom. */
export const cartSides = ['right', 'left', 'top', 'bottom'] as const;
export type CartSide = (typeof cartSides)[number];

function isCartSide(value: string | null): value is CartSide {
  return (cartSides as readonly (string | null)[]).includes(value);
}

/** How the shopper set up the page in the settings panel; kept in localStorage. */
export interface Settings {
  /** `#rrggbb`. */
  readonly themeColor: string;
  readonly direction: Direction;
  readonly dark: boolean;
  readonly cartSide: CartSide;
}

export const defaultSettings: Settings = {
  themeColor: '#ff4c3b',
  direction: 'ltr',
  dark: false,
  cartSide: 'right',
};

const keys = {
  themeColor: 'themeColor',
  direction: 'direction',
  dark: 'darkMode',
  cartSide: 'cartSide',
} as const;

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** The saved settings; a missing or tampered value falls back to its default. */
export function readSettings(storage: KeyValueStorage): Settings {
  const themeColor = storage.getItem(keys.themeColor) ?? '';
  const direction = storage.getItem(keys.direction);
  const cartSide = storage.getItem(keys.cartSide);
  return {
    themeColor: isHexColor(themeColor) ? themeColor.toLowerCase() : defaultSettings.themeColor,
    direction: direction === 'rtl' ? 'rtl' : 'ltr',
    dark: storage.getItem(keys.dark) === 'true',
    cartSide: isCartSide(cartSide) ? cartSide : defaultSettings.cartSide,
  };
}

export function writeSettings(storage: KeyValueStorage, settings: Settings): void {
  writeQuietly(storage, keys.themeColor, settings.themeColor);
  writeQuietly(storage, keys.direction, settings.direction);
  writeQuietly(storage, keys.dark, String(settings.dark));
  writeQuietly(storage, keys.cartSide, settings.cartSide);
}

/**
 * The drawer side of a cart side: the drawer works in the text's direction (start, end), the
 * setting on the screen (left, right).
 */
export function cartDrawerSide(
  side: CartSide,
  direction: Direction,
): 'start' | 'end' | 'top' | 'bottom' {
  if (side === 'top' || side === 'bottom') return side;
  return (side === 'left') === (direction === 'ltr') ? 'start' : 'end';
}

/** The settings as a configuration file would hold them (the panel's pop-up shows it). */
export function settingsFile(settings: Settings): string {
  return JSON.stringify(settings, null, 2);
}
