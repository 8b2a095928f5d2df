import type { Product } from '../catalog/product';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { createStore, type Store, useStore } from '../storage/store';
import { addToList, hasProduct, readSavedList, removeFromList, writeSavedList } from './saved-list';

export interface SavedList {
  readonly store: Store<readonly Product[]>;
  add(product: Product): void;
  remove(product: Product): void;
}

const noProducts: readonly Product[] = [];

/** A product list kept in storage under `key`, in step with the shop's other open tabs. */
export function createSavedList(key: string, storage: KeyValueStorage): SavedList {
  // The server renders an empty list: it cannot see this browser's storage.
  const store = createStore(readSavedList(storage, key), () => noProducts);
  function update(next: readonly Product[]) {
    if (next === store.get()) return;
    writeSavedList(storage, key, next);
    store.set(next);
  }
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === key) store.set(readSavedList(storage, key));
  });
  return {
    store,
    add: (product) => update(addToList(store.get(), product)),
    remove: (product) => update(removeFromList(store.get(), product)),
  };
}

/**
 * Whether `list` holds the product: a card renders again when its own product comes or goes, not
 * every card when one is saved.
 */
export function useInList(list: SavedList, productId: number): boolean {
  return useStore(list.store, (products) => hasProduct(products, productId));
}

/** How many products `list` holds, for the header's counters. */
export function useListSize(list: SavedList): number {
  return useStore(list.store, sizeOf);
}

const sizeOf = (products: readonly Product[]) => products.length;
