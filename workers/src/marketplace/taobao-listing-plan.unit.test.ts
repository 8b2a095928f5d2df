import { describe, expect, it } from 'vitest';
import { type ListingCandidate, listingTarget } from './taobao-listing-plan.js';

const sencha: ListingCandidate = {
  productId: 7,
  title: '静冈煎茶',
  description: '',
  category: 'teas',
  chargedCents: 1000,
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
});
