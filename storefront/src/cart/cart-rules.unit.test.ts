import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import {
  addItem,
  canSetQuantity,
  itemCount,
  lineRequests,
  mergeItems,
  removeItem,
  setQuantity,
  subTotal,
} from './cart-rules';

const kitkat: CartItem = {
  id: 101,
  title: 'Matcha KitKat',
  img: '/images/products/101-1.svg',
  charged: 10.39,
  quantity: 1,
  stock: 12,
  currencyCode: 'USD',
};
const pocky: CartItem = { ...kitkat, id: 102, title: 'Pocky', charged: 2.5, stock: 3 };

describe('addItem', () => {
  it('appends a new item, with 1 when no quantity is given', () => {
    const { quantity: _, ...withoutQuantity } = kitkat;
    expect(addItem([], withoutQuantity)).toEqual([{ ...kitkat, quantity: 1 }]);
    expect(addItem([kitkat], { ...pocky, quantity: 2 })).toEqual([
      kitkat,
      { ...pocky, quantity: 2 },
    ]);
  });

  it('treats a zero, negative or fractional quantity as missing', () => {
    for (const quantity of [0, -2, 1.5, Number.NaN]) {
      expect(addItem([], { ...kitkat, quantity })[0]?.quantity).toBe(1);
    }
  });

  it("increases an existing line's quantity and refreshes its copy", () => {
    const cart = addItem([{ ...kitkat, quantity: 2 }], { ...kitkat, quantity: 3, charged: 9.99 });
    expect(cart).toEqual([{ ...kitkat, quantity: 5, charged: 9.99 }]);
    expect(addItem(cart, { ...kitkat, quantity: undefined })[0]?.quantity).toBe(6);
  });

  it('keeps variants of one product apart', () => {
    const cart = addItem([{ ...kitkat, variantId: 1 }], { ...kitkat, variantId: 2 });
    expect(cart.map(({ variantId, quantity }) => [variantId, quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(addItem(cart, { ...kitkat, variantId: 2, quantity: 1 })[1]?.quantity).toBe(2);
  });

  it('never goes above the stock, and adds nothing sold out', () => {
    expect(addItem([], { ...pocky, quantity: 5 })[0]?.quantity).toBe(3);
    expect(addItem([{ ...pocky, quantity: 2 }], { ...pocky, quantity: 5 })[0]?.quantity).toBe(3);
    const soldOut = { ...pocky, stock: 0 };
    expect(addItem([], soldOut)).toEqual([]);
  });
});

describe('quantity changes', () => {
  it('apply only when not 0 and not above the stock', () => {
    expect(canSetQuantity(1, 3)).toBe(true);
    expect(canSetQuantity(3, 3)).toBe(true);
    expect(canSetQuantity(0, 3)).toBe(false);
    expect(canSetQuantity(4, 3)).toBe(false);
    expect(canSetQuantity(-1, 3)).toBe(false);
    expect(canSetQuantity(1.5, 3)).toBe(false);
  });

  it('leave the cart unchanged when refused', () => {
    const cart = [kitkat, pocky];
    expect(setQuantity(cart, pocky, 0)).toBe(cart);
    expect(setQuantity(cart, pocky, 4)).toBe(cart);
    expect(setQuantity(cart, { id: 999 }, 1)).toBe(cart);
    expect(setQuantity(cart, pocky, 3)).toEqual([kitkat, { ...pocky, quantity: 3 }]);
  });
});

describe('removeItem', () => {
  it('removes the one line', () => {
    expect(removeItem([kitkat, pocky], kitkat)).toEqual([pocky]);
    const cart = [kitkat];
    expect(removeItem(cart, pocky)).toBe(cart);
  });
});

describe('mergeItems', () => {
  it('adds a guest cart into the server one line by line', () => {
    const merged = mergeItems([{ ...kitkat, quantity: 2 }], [{ ...kitkat, quantity: 1 }, pocky]);
    expect(merged.map(({ id, quantity }) => [id, quantity])).toEqual([
      [101, 3],
      [102, 1],
    ]);
  });
});

describe('totals', () => {
  it('counts things and sums prices in minor units', () => {
    const cart = [
      { ...kitkat, charged: 0.1, quantity: 1 },
      { ...pocky, charged: 0.2, quantity: 2 },
    ];
    expect(itemCount(cart)).toBe(3);
    expect(subTotal(cart, 'USD')).toBe(0.5);
    expect(subTotal([{ ...kitkat, charged: 1195, quantity: 2, currencyCode: 'KRW' }], 'KRW')).toBe(
      2390,
    );
    expect(subTotal([], 'JPY')).toBe(0);
  });
});

describe('lineRequests', () => {
  it('names each line by product, variant and quantity', () => {
    expect(lineRequests([{ ...kitkat, variantId: 4, quantity: 2 }, pocky])).toEqual([
      { id: 101, variantId: 4, quantity: 2 },
      { id: 102, quantity: 1 },
    ]);
  });
});
