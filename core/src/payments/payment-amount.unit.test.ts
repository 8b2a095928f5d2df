import { describe, expect, it } from 'vitest';
import { minorUnitsOf, paymentAmount, sameAmount } from './payment-amount.js';

describe('payment amounts', () => {
  describe('minorUnitsOf', () => {
    it('reads a decimal amount in its currency’s minor units', () => {
      expect(minorUnitsOf({ currency: 'USD', value: '12.30' })).toBe(1230);
      expect(minorUnitsOf({ currency: 'USD', value: '12.3' })).toBe(1230);
      expect(minorUnitsOf({ currency: 'USD', value: '12' })).toBe(1200);
      expect(minorUnitsOf({ currency: 'USD', value: '0.01' })).toBe(1);
      expect(minorUnitsOf({ currency: 'CNY', value: '99.90' })).toBe(9990);
    });

    it('reads yen and won, which have no minor unit, as they are', () => {
      expect(minorUnitsOf({ currency: 'JPY', value: '1500' })).toBe(1500);
      expect(minorUnitsOf({ currency: 'KRW', value: '14939' })).toBe(14939);
    });

    it('reads a currency the shop does not know with 2 decimals', () => {
      expect(minorUnitsOf({ currency: 'EUR', value: '1.5' })).toBe(150);
    });

    it('is exact where binary fractions are not (0.29 × 100 is 28.999…)', () => {
      expect(minorUnitsOf({ currency: 'USD', value: '0.29' })).toBe(29);
      expect(minorUnitsOf({ currency: 'USD', value: '1.15' })).toBe(115);
      expect(minorUnitsOf({ currency: 'USD', value: '999999999999.99' })).toBe(99_999_999_999_999);
    });

    it('refuses what is not a plain decimal amount', () => {
      for (const value of [
        '',
        '-1.00',
        '+1',
        '1e3',
        '1,000.00',
        '12.3456',
        ' 12',
        '12.',
        '.5',
        'NaN',
        '1234567890123',
      ]) {
        expect(() => minorUnitsOf({ currency: 'USD', value }), value).toThrowError(RangeError);
      }
    });
  });

  describe('paymentAmount', () => {
    it('writes minor units as the decimal string a provider expects', () => {
      expect(paymentAmount('USD', 1230)).toEqual({ currency: 'USD', value: '12.30' });
      expect(paymentAmount('USD', 5)).toEqual({ currency: 'USD', value: '0.05' });
      expect(paymentAmount('USD', 0)).toEqual({ currency: 'USD', value: '0.00' });
      expect(paymentAmount('JPY', 1500)).toEqual({ currency: 'JPY', value: '1500' });
      expect(paymentAmount('EUR', 150)).toEqual({ currency: 'EUR', value: '1.50' });
    });
  });

  describe('sameAmount', () => {
    it('takes the same amount however it is written', () => {
      expect(
        sameAmount({ currency: 'USD', value: '10' }, { currency: 'USD', value: '10.00' }),
      ).toBe(true);
      expect(
        sameAmount({ currency: 'USD', value: '10.5' }, { currency: 'USD', value: '10.50' }),
      ).toBe(true);
    });

    it('tells another amount or another currency apart', () => {
      expect(
        sameAmount({ currency: 'USD', value: '10.00' }, { currency: 'USD', value: '10.01' }),
      ).toBe(false);
      expect(sameAmount({ currency: 'USD', value: '15' }, { currency: 'JPY', value: '15' })).toBe(
        false,
      );
      expect(
        sameAmount({ currency: 'USD', value: '15.00' }, { currency: 'CNY', value: '15.00' }),
      ).toBe(false);
    });
  });
});
