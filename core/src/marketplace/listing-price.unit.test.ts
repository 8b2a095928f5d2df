import { describe, expect, it } from 'vitest';
import { taobaoListingPriceFen } from './listing-price.js';

describe('Taobao listing price', () => {
  it('is our price in CNY at the configured rate without a markup', () => {
    expect(taobaoListingPriceFen(1000, { percent: 0, fixedFen: 0 })).toBe(7200);
  });

  it('adds the percentage, then the fixed amount', () => {
    expect(taobaoListingPriceFen(1000, { percent: 20, fixedFen: 0 })).toBe(8640);
    expect(taobaoListingPriceFen(1000, { percent: 20, fixedFen: 500 })).toBe(9140);
  });

  it('rounds half up to the fen', () => {
    // 333 cents = 23.976元; +12.5% = 26.973元
    expect(taobaoListingPriceFen(333, { percent: 12.5, fixedFen: 0 })).toBe(2697);
  });
});
