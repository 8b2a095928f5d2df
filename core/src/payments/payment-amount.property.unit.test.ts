import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { minorUnitsOf, paymentAmount, sameAmount } from './payment-amount.js';

const currency = fc.constantFrom('USD', 'JPY', 'KRW', 'CNY', 'EUR');
// The largest amount a provider's 12 integer digits can carry in a 2-decimal currency.
const minor = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 99_999_999_999_999 }),
);

test.prop([currency, minor], { numRuns: 1000 })(
  'minor units written as a provider amount read back the same',
  (code, units) => {
    fc.pre(code !== 'JPY' && code !== 'KRW' ? true : units < 1e12);
    expect(minorUnitsOf(paymentAmount(code, units))).toBe(units);
  },
);

test.prop([currency, minor, minor], { numRuns: 1000 })(
  'two amounts of one currency are the same exactly when their minor units are',
  (code, a, b) => {
    fc.pre(code !== 'JPY' && code !== 'KRW' ? true : a < 1e12 && b < 1e12);
    expect(sameAmount(paymentAmount(code, a), paymentAmount(code, b))).toBe(a === b);
  },
);
