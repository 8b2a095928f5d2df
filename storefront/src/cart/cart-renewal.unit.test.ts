import { describe, expect, it } from 'vitest';
import type { CartItem, RenewedItem } from './cart';
import { renewalIds, renewItems } from './cart-renewal';

const line = (id: number, quantity: number, charged = 5): CartItem => ({
  id,
  title: `Old ${id}`,
  img: `/old/${id}.svg`,
  charged,
  quantity,
  stock: 20,
  currencyCode: 'USD',
});
const fresh = (id: number, availableQty: number, charged = 5): RenewedItem => ({
  id,
  title: `New ${id}`,
  img: `/new/${id}.svg`,
  charged,
  availableQty,
  currencyCode: 'USD',
});

describe('renewItems', () => {
  it('records a price change and takes the new price', () => {
    const result = renewItems([line(1, 2, 5)], [fresh(1, 10, 6.5)]);
    expect(result.priceChanges).toEqual([
      { currencyCode: 'USD', title: 'New 1', oldPrice: 5, newPrice: 6.5 },
    ]);
    expect(result.soldOutItems).toEqual([]);
    expect(result.items[0]).toMatchObject({ title: 'New 1', img: '/new/1.svg', charged: 6.5 });
  });

  it('records too little stock, and removes a line with none left', () => {
    const result = renewItems([line(1, 3), line(2, 2), line(3, 1)], [fresh(1, 1), fresh(2, 0)]);
    expect(result.soldOutItems).toEqual([
      { title: 'New 1', availableQty: 1, cartQty: 3 },
      { title: 'New 2', availableQty: 0, cartQty: 2 },
    ]);
    expect(result.items.map(({ id }) => id)).toEqual([1, 3]);
    expect(result.items[1]).toEqual(line(3, 1));
  });

  it('notes only the price change when both changed, as the spec orders them', () => {
    const result = renewItems([line(1, 3, 5)], [fresh(1, 0, 4)]);
    expect(result.priceChanges).toHaveLength(1);
    expect(result.soldOutItems).toEqual([]);
    expect(result.items).toHaveLength(1);
  });

  it('compares a guest’s 12-pack with the 12-pack’s price, not the single bar’s', () => {
    const bar = { ...line(1, 2, 1.99), variantId: 1 };
    const box = { ...line(1, 1, 19.99), variantId: 2, variantName: '12 pack' };
    const copy = {
      ...fresh(1, 10, 1.99),
      variants: [
        { variantId: 1, charged: 1.99 },
        { variantId: 2, charged: 21.99 },
      ],
    };
    const result = renewItems([bar, box], [copy]);
    expect(result.priceChanges).toEqual([
      {
        currencyCode: 'USD',
        title: 'New 1',
        variantName: '12 pack',
        oldPrice: 19.99,
        newPrice: 21.99,
      },
    ]);
    expect(result.items.map((item) => item.charged)).toEqual([1.99, 21.99]);
  });

  it('changes nothing when all is as it was', () => {
    const result = renewItems([line(1, 2)], [fresh(1, 2)]);
    expect(result.priceChanges).toEqual([]);
    expect(result.soldOutItems).toEqual([]);
    expect(result.items[0]?.quantity).toBe(2);
  });
});

describe('renewalIds', () => {
  it('names each product once', () => {
    expect(renewalIds([line(3, 1), line(1, 1), { ...line(3, 1), variantId: 2 }])).toEqual([3, 1]);
  });
});
