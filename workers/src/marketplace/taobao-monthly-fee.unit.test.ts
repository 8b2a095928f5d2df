import { describe, expect, it } from 'vitest';
import { feeMonth } from './taobao-monthly-fee.js';

describe('monthly fee', () => {
  it("falls on the seller's day of the month", () => {
    const linked = new Date('2026-11-24T09:00:00Z');
    expect(feeMonth(linked, new Date('2026-11-24T10:00:00Z'))).toBe('2026-11');
    expect(feeMonth(linked, new Date('2026-12-23T23:59:00Z'))).toBe('2026-11');
    expect(feeMonth(linked, new Date('2026-12-24T00:00:00Z'))).toBe('2026-12');
    expect(feeMonth(linked, new Date('2027-01-05T00:00:00Z'))).toBe('2026-12');
  });

  it('falls on the last day of a shorter month', () => {
    const linked = new Date('2026-01-31T09:00:00Z');
    expect(feeMonth(linked, new Date('2026-02-27T00:00:00Z'))).toBe('2026-01');
    expect(feeMonth(linked, new Date('2026-02-28T00:00:00Z'))).toBe('2026-02');
  });
});
