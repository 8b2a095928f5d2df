import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product';
import { memoryStorage } from '../storage/key-value-storage';
import { addToList, hasProduct, readSavedList, removeFromList, writeSavedList } from './saved-list';
import { createSavedList } from './saved-list-store';

function product(id: number, title = `Product ${id}`): Product {
  return {
    id,
    title,
    description: '',
    type: 'sweets',
    category: 'sweets',
    brand: 'meiji',
    collection: [],
    tags: [],
    price: 10,
    charged: 8,
    currency: 'USD',
    sale: true,
    discount: '20',
    stock: 3,
    new: false,
    variants: [],
    images: [],
  };
}

describe('the wishlist and compare rules', () => {
  it('adds a copy at the end', () => {
    expect(addToList([product(1)], product(2)).map(({ id }) => id)).toEqual([1, 2]);
  });

  it('does nothing when the product is already there', () => {
    const list = [product(1), product(2)];
    expect(addToList(list, product(1, 'renamed'))).toBe(list);
  });

  it('removes by item', () => {
    const list = [product(1), product(2), product(3)];
    expect(removeFromList(list, product(2)).map(({ id }) => id)).toEqual([1, 3]);
    expect(removeFromList(list, product(9))).toBe(list);
    expect(hasProduct(list, 3)).toBe(true);
    expect(hasProduct(list, 9)).toBe(false);
  });
});

describe('a saved list', () => {
  it('survives a reload', () => {
    const storage = memoryStorage();
    writeSavedList(storage, 'wishlist', [product(1), product(2)]);
    expect(readSavedList(storage, 'wishlist')).toEqual([product(1), product(2)]);
  });

  it('reads garbage as an empty list and skips broken entries', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ id: 1 }));
    storage.setItem('c', JSON.stringify([{ title: 'no id' }, product(4), product(4)]));
    expect(readSavedList(storage, 'a')).toEqual([]);
    expect(readSavedList(storage, 'b')).toEqual([]);
    expect(readSavedList(storage, 'missing')).toEqual([]);
    expect(readSavedList(storage, 'c').map(({ id }) => id)).toEqual([4]);
  });

  it('writes every change to storage and tells its subscribers', () => {
    const storage = memoryStorage();
    const list = createSavedList('compare', storage);
    let changes = 0;
    list.store.subscribe(() => {
      changes += 1;
    });
    list.add(product(5));
    list.add(product(5));
    list.add(product(6));
    list.remove(product(5));
    expect(changes).toBe(3);
    expect(
      createSavedList('compare', storage)
        .store.get()
        .map(({ id }) => id),
    ).toEqual([6]);
  });
});
