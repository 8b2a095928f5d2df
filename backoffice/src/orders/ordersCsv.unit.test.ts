import { describe, expect, it } from 'vitest';
import { csvColumns, ordersCsv } from './ordersCsv';
import type { OrderRecord } from './types';

const order = {
  orderNumber: '10012345678901234',
  code: 'CAP-1',
  createdAt: '2026-11-24T03:00:00.000Z',
  status: 'Shipped internationally',
  country: 'JP',
  trackingNumber: 'YM-1',
  courierStatus: 'In transit',
  weightGrams: 640,
  shippingFee: 18.5,
  revenue: 21.98,
  salePrice: 30,
  profit: -10.48,
  platform: 'taobao',
  siteId: 2,
  affiliateId: 'tea-blog_7',
  paymentStatus: 'paid',
  customerEmail: 'ann@example.com',
  carrierName: 'Yamato Transport',
} as unknown as OrderRecord;

describe('orders CSV', () => {
  it('has the list columns, one line per order', () => {
    const csv = ordersCsv([order], [...csvColumns]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(csvColumns.join(','));
    expect(line).toBe(
      '10012345678901234,CAP-1,2026-11-24T03:00:00.000Z,Shipped internationally,JP,YM-1,In transit,640,18.5,21.98,30,-10.48,taobao,2,tea-blog_7,paid,ann@example.com,Yamato Transport',
    );
  });

  it('quotes commas and quotes, and keeps formulas from running', () => {
    const csv = ordersCsv(
      [{ ...order, customerEmail: '=HYPERLINK("x")', carrierName: 'A, "B"', trackingNumber: null }],
      ['a'],
    );
    expect(csv.split('\r\n')[1]).toContain(',,In transit,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"A, ""B"""');
  });

  it('writes a loss as a number, and text that looks like one as text', () => {
    const csv = ordersCsv([{ ...order, code: '-1+2', profit: -3.5 }], ['a']);
    const line = csv.split('\r\n')[1] ?? '';
    expect(line).toContain(",'-1+2,");
    expect(line).toContain(',-3.5,');
  });

  it('has the profit columns beside the revenue, as the server lists them', () => {
    expect(csvColumns.slice(csvColumns.indexOf('revenue'))).toEqual(
      expect.arrayContaining(['revenue', 'salePrice', 'profit']),
    );
    expect(csvColumns.indexOf('profit')).toBe(csvColumns.indexOf('salePrice') + 1);
  });
});
