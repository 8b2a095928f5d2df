import { describe, expect, it } from 'vitest';
import { trackingLink } from './carriers.js';
import { shippingMethods } from './shipping-rates.js';
import { estimateTax, taxRatesFor, taxTableFrom } from './tax.js';

describe('shipping methods', () => {
  it('offers the carriers of the destination region, cheapest first, dearer for heavier parcels', () => {
    const korea = shippingMethods('KR', 300);
    expect(korea.map((method) => method.carrier.name)).toEqual([
      'SF Express',
      'CJ Logistics',
      'Japan Post EMS',
    ]);
    expect(korea[0]?.totalCents).toBe(1400);
    expect(shippingMethods('KR', 1200)[0]?.totalCents).toBe(1400 + 2 * 300);
    expect(shippingMethods('ZW', 100).map((method) => method.carrier.id)).toEqual([1]);
  });
});

describe('tax estimate', () => {
  it('follows the spec formula with its cap', () => {
    const rates = { taxThreshold: 0, dutyRate: 0.1, taxRate: 0.13 };
    // duty 1, tax 1 + (10 + 5 + 1) x 0.13 = 3.08, under the cap of 6.9
    expect(estimateTax(10, 5, rates)).toBeCloseTo(3.08, 10);
    // 10 + 130 x 0.13 = 26.9, capped at 30 x 0.1 + 30 x 0.13 = 6.9
    expect(estimateTax(100, 20, rates)).toBeCloseTo(6.9, 10);
  });

  it('is nothing when the threshold is 20 or more, or no rate applies', () => {
    expect(estimateTax(100, 20, taxRatesFor('US'))).toBe(0);
    expect(estimateTax(100, 20, { taxThreshold: 20, dutyRate: 0.1, taxRate: 0.1 })).toBe(0);
    expect(estimateTax(100, 20, { taxThreshold: 0, dutyRate: 0, taxRate: 0 })).toBe(0);
    expect(taxRatesFor('xx')).toEqual({ taxThreshold: 1000, dutyRate: 0, taxRate: 0 });
  });

  it('links a tracking number to its carrier page', () => {
    expect(trackingLink(3, 'SF 123')).toBe(
      'https://www.sf-express.com/we/ow/chn/sc/waybill/waybill-detail/SF%20123',
    );
  });
});

describe('configured tax rates', () => {
  it('replace the defaults of the countries given, and refuse nonsense', () => {
    const table = taxTableFrom('{"US":{"taxThreshold":0,"dutyRate":0.1,"taxRate":0}}');
    expect(taxRatesFor('US', table)).toEqual({ taxThreshold: 0, dutyRate: 0.1, taxRate: 0 });
    expect(taxRatesFor('CN', table)).toEqual(taxRatesFor('CN'));
    expect(() => taxTableFrom('{"US":{"taxRate":2}}')).toThrowError(/TAX_RATES/);
    expect(() => taxTableFrom('not json')).toThrowError('TAX_RATES is not valid JSON.');
  });
});
