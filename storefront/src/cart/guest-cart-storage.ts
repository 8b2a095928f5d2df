import { type KeyValueStorage, readJson, writeQuietly } from '../storage/key-value-storage';
import type { CartItem } from './cart';
import { decodeGuestCart } from './cart.decode';

/** The localStorage key of a guest's cart (spec §9: the cart is a persisted part of the store). */
export const guestCartKey = 'cart';

export function readGuestCart(storage: KeyValueStorage): readonly CartItem[] {
  return decodeGuestCart(readJson(storage, guestCartKey));
}

export function writeGuestCart(storage: KeyValueStorage, items: readonly CartItem[]): void {
  if (items.length === 0) storage.removeItem(guestCartKey);
  else writeQuietly(storage, guestCartKey, JSON.stringify(items));
}
