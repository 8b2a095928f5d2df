import { describe, expect, it } from 'vitest';
import { decodeOrdersPage } from './order.decode';

const raw = {
  orderNumber: '10012345678901234',
  status: 'processing',
  paymentStatus: 'paid',
  total: 12.5,
  currency: 'USD',
  items: [],
};

describe('decodeOrdersPage', () => {
  it('reads a page of orders and how many there are in all', () => {
    const page = decodeOrdersPage({ items: [raw], total: 41, page: 1, pageSize: 20, pages: 3 });
    expect(page.orders.map((order) => order.orderNumber)).toEqual(['10012345678901234']);
    expect(page.total).toBe(41);
  });

  it('never counts fewer orders than it holds', () => {
    expect(decodeOrdersPage({ items: [raw, raw] }).total).toBe(2);
    expect(decodeOrdersPage([raw]).total).toBe(1);
  });
});
