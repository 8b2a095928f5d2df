import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('joins lists with commas and leaves out empty values', () => {
    expect(
      queryString({ cid: 'sweets', brand: ['meiji', 'calbee'], tags: [], page: undefined, q: '' }),
    ).toBe('?cid=sweets&brand=meiji%2Ccalbee');
  });

  it('writes numbers, including zero', () => {
    expect(queryString({ minPrice: 0, maxPrice: 12.5 })).toBe('?minPrice=0&maxPrice=12.5');
  });

  it('is empty when nothing is given', () => {
    expect(queryString({})).toBe('');
  });
});
