import { describe, expect, it } from 'vitest';
import { isTaobaoPrice, taobaoPrice, taobaoPriceFen, yuan } from './taobao-price.js';

describe('CNY prices', () => {
  it('writes fen as yuan with two decimals', () => {
    expect(taobaoPrice(1990)).toBe('19.90');
    expect(taobaoPrice(1)).toBe('0.01');
    expect(taobaoPrice(100_000_000_00)).toBe('100000000.00');
  });

  it('refuses what TOP would refuse as a price', () => {
    for (const fen of [0, -1, 1.5, 100_000_000_01, Number.NaN]) {
      expect(() => taobaoPrice(fen), String(fen)).toThrow(RangeError);
    }
  });

  it('reads decimal strings back as fen', () => {
    expect(taobaoPriceFen('19.9')).toBe(1990);
    expect(taobaoPriceFen('19.90')).toBe(1990);
    expect(taobaoPriceFen('19')).toBe(1900);
    expect(taobaoPriceFen('0.05')).toBe(5);
    for (const text of ['19.999', '-1', '1e3', '019.90', '', ' 1']) {
      expect(taobaoPriceFen(text), text).toBeUndefined();
    }
  });

  it('tells a price TOP takes', () => {
    expect(isTaobaoPrice('0.01')).toBe(true);
    expect(isTaobaoPrice('0.00')).toBe(false);
    expect(isTaobaoPrice('100000000.01')).toBe(false);
  });

  it('writes totals of any size', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(123_456_789_01)).toBe('123456789.01');
  });
});
