import { describe, expect, it } from 'vitest';
import { decodeGuestCart, decodeRenewal, decodeServerCart, isCartAnswer } from './cart.decode';

const item = {
  id: 101,
  variantId: 2,
  title: 'Matcha KitKat',
  img: '/images/products/101-1.svg',
  charged: 1195,
  quantity: 2,
  stock: 12,
  currencyCode: 'KRW',
  availableQty: 12,
  originalTitle: 'KitKat 抹茶',
};

describe('decodeServerCart', () => {
  it('reads the cart with its notices', () => {
    const cart = decodeServerCart(
      {
        items: [item, { broken: true }],
        priceChanges: [{ currencyCode: 'KRW', title: 'A', oldPrice: 1000, newPrice: 1100 }],
        soldOutItems: [{ title: 'B', availableQty: 0, cartQty: 1 }],
        subTotal: 2390,
        currencyCode: 'KRW',
      },
      'USD',
    );
    expect(cart.items).toEqual([item]);
    expect(cart.priceChanges).toEqual([
      { currencyCode: 'KRW', title: 'A', oldPrice: 1000, newPrice: 1100 },
    ]);
    expect(cart.soldOutItems).toEqual([{ title: 'B', availableQty: 0, cartQty: 1 }]);
    expect(cart.currencyCode).toBe('KRW');
  });

  it('fills what a line leaves out', () => {
    const cart = decodeServerCart({ items: [{ id: 1, charged: '2.5', quantity: 3 }] }, 'JPY');
    expect(cart.items[0]).toMatchObject({ stock: 3, currencyCode: 'JPY', charged: 2.5 });
    expect(cart.priceChanges).toEqual([]);
  });

  it('refuses an answer without items', () => {
    expect(() => decodeServerCart({}, 'USD')).toThrow();
    expect(isCartAnswer({ items: [] })).toBe(true);
    expect(isCartAnswer({ ok: true })).toBe(false);
    expect(isCartAnswer(undefined)).toBe(false);
  });
});

describe('decodeRenewal', () => {
  it('reads the shipping fee and fresh copies, with their variants’ own prices', () => {
    const copy = { id: 1, title: 'T', img: '', charged: 3, availableQty: 0 };
    const variants = [{ variantId: 2, charged: 30 }];
    expect(
      decodeRenewal(
        { shippingFee: 20, items: [{ ...copy, variants: [...variants, { variantId: 'x' }] }] },
        'USD',
      ),
    ).toEqual({ shippingFee: 20, items: [{ ...copy, variants, currencyCode: 'USD' }] });
  });
});

describe('decodeGuestCart', () => {
  it('keeps the lines that still read, with a whole positive quantity', () => {
    expect(decodeGuestCart([item, { ...item, id: 2, quantity: 0 }, 'x'])).toEqual([item]);
    expect(decodeGuestCart('nope')).toEqual([]);
  });
});
