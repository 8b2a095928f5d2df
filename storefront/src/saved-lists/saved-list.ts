import type { Product } from '../catalog/product';
import { decodeProduct } from '../catalog/product.decode';
import { type KeyValueStorage, readJson, writeQuietly } from '../storage/key-value-storage';

/**
 * The wishlist's and the compare list's rule: adding a product already there changes nothing;
 * otherwise a copy of the catalogue product goes at the end.
 */
export function addToList(list: readonly Product[], product: Product): readonly Product[] {
  return hasProduct(list, product.id) ? list : [...list, product];
}

export function removeFromList(list: readonly Product[], product: Product): readonly Product[] {
  return hasProduct(list, product.id) ? list.filter(({ id }) => id !== product.id) : list;
}

export function hasProduct(list: readonly Product[], id: number): boolean {
  return list.some((item) => item.id === id);
}

/** A list saved earlier; entries that no longer read as products are dropped, not fatal. */
export function readSavedList(storage: KeyValueStorage, key: string): readonly Product[] {
  const saved = readJson(storage, key);
  if (!Array.isArray(saved)) return [];
  return saved.reduce<readonly Product[]>((list, item) => {
    try {
      return addToList(list, decodeProduct(item, 'USD'));
    } catch {
      return list;
    }
  }, []);
}

export function writeSavedList(
  storage: KeyValueStorage,
  key: string,
  list: readonly Product[],
): void {
  writeQuietly(storage, key, JSON.stringify(list));
}
