import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product';
import { bundlePartners, bundleTotal } from './bundle';

function product(
  id: number,
  charged: number,
  stock = 10,
  currency: 'USD' | 'KRW' = 'USD',
): Product {
  return {
    id,
    title: `Product ${id}`,
    description: '',
    type: 'food',
    category: 'snacks',
    brand: '',
    collection: [],
    tags: [],
    price: charged,
    charged,
    currency,
    sale: false,
    discount: '0',
    stock,
    new: false,
    variants: [],
    images: [],
  };
}

describe('the bundle (frequently bought together)', () => {
  it('offers two related products in stock, not the product itself', () => {
    const main = product(1, 5);
    const related = [product(1, 5), product(2, 3, 0), product(3, 4), product(4, 6), product(5, 7)];
    expect(bundlePartners(main, related).map(({ id }) => id)).toEqual([3, 4]);
  });

  it('leaves out products priced in another currency', () => {
    expect(bundlePartners(product(1, 5), [product(2, 3, 10, 'KRW')])).toEqual([]);
  });

  it('adds prices without float error', () => {
    expect(bundleTotal([product(1, 0.1), product(2, 0.2)])).toBe(0.3);
    expect(bundleTotal([product(1, 12.99), product(2, 5.01), product(3, 1.1)])).toBe(19.1);
    expect(bundleTotal([])).toBe(0);
  });
});
