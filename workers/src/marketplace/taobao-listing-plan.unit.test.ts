import { describe, expect, it } from 'vitest';
import { type ListingCandidate, listingTarget } from './taobao-listing-plan.js';

const sencha: ListingCandidate = {
  productId: 7,
  title: '静冈煎茶',
  description: '',
  category: 'teas',
  chargedCents: 1000,
  price: { priceCents: 1000, discountPercent: 0 },
  variants: [],
  listed: true,
  available: 12,
};
const teas = { categories: ['teas' as const], markupPercent: 20, markupFixedFen: 0 };

describe('listing target', () => {
  it('lists a product of a chosen category with stock at our price plus the markup', () => {
    expect(listingTarget(sencha, teas, true)).toEqual({
      onSale: true,
      offer: { priceFen: 8640, quantity: 12 },
    });
  });

  it('takes it off sale when sold out, removed, deselected or the seller is suspended', () => {
    expect(listingTarget({ ...sencha, available: 0 }, teas, true)).toEqual({
      onSale: false,
      reason: 'sold_out',
    });
    expect(listingTarget({ ...sencha, listed: false }, teas, true)).toEqual({
      onSale: false,
      reason: 'removed',
    });
    expect(listingTarget(sencha, { ...teas, categories: ['gums'] }, true)).toEqual({
      onSale: false,
      reason: 'category_deselected',
    });
    expect(listingTarget(sencha, teas, false)).toEqual({ onSale: false, reason: 'suspended' });
  });

  describe('a product with variants', () => {
    const kitKat: ListingCandidate = {
      ...sencha,
      productId: 9,
      category: 'sweets',
      chargedCents: 180,
      price: { priceCents: 200, discountPercent: 10 },
      variants: [
        { variantId: 1, sku: 'KK-1', size: '1 bar', imageId: 1 },
        { variantId: 2, sku: 'KK-12', size: '12 pack', imageId: 1, priceCents: 2000 },
        {
          variantId: 3,
          sku: 'KK-24',
          size: '24 pack',
          imageId: 1,
          priceCents: 3600,
          discountPercent: 25,
        },
      ],
      available: 8,
    };
    const sweets = { categories: ['sweets' as const], markupPercent: 0, markupFixedFen: 0 };
    const now = new Date('2026-11-25T12:00:00Z');

    it('offers one SKU per variant at its own charged price, the item at the lowest', () => {
      // 180, 1800 and 2700 US cents at 7.2 CNY to the dollar.
      expect(listingTarget(kitKat, sweets, true, now)).toEqual({
        onSale: true,
        offer: {
          priceFen: 1296,
          quantity: 8,
          skus: [
            { variantId: 1, name: '1 bar', priceFen: 1296, quantity: 3 },
            { variantId: 2, name: '12 pack', priceFen: 12_960, quantity: 3 },
            { variantId: 3, name: '24 pack', priceFen: 19_440, quantity: 2 },
          ],
        },
      });
    });

    it("drops every discount once the sale has ended, the variants' own too", () => {
      const ended = { ...kitKat, price: { ...kitKat.price, saleEndsAt: '2026-11-01T00:00:00Z' } };
      const target = listingTarget(ended, sweets, true, now);
      expect(target.onSale && target.offer.skus?.map((sku) => sku.priceFen)).toEqual([
        1440, 14_400, 25_920,
      ]);
    });
  });
});
