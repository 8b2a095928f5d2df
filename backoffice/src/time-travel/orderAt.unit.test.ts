import { describe, expect, it } from 'vitest';
import { orderAtUrl, orderFromSearch, timeTravelLink } from './orderAt';

describe('an order at a moment', () => {
  const moment = new Date('2026-11-01T12:00:00Z');

  it('asks the API for the order as it stood then', () => {
    expect(orderAtUrl(' 10012345678901234 ', moment)).toBe(
      '/api/admin/orders/10012345678901234?at=2026-11-01T12%3A00%3A00.000Z',
    );
  });

  it('asks nothing for a number that is not one, or a moment not picked yet', () => {
    expect(orderAtUrl('1001234', moment)).toBeNull();
    expect(orderAtUrl('../wallets/x', moment)).toBeNull();
    expect(orderAtUrl('10012345678901234', new Date('not a date'))).toBeNull();
  });

  it('carries the order from an order page to the time-travel page', () => {
    const link = timeTravelLink('10012345678901234');
    expect(orderFromSearch(link.slice(link.indexOf('?')))).toBe('10012345678901234');
    expect(orderFromSearch('')).toBe('');
  });
});
