import { describe, expect, it } from 'vitest';
import { orderShippedMail } from './order-shipped.mail.js';

const shipped = {
  to: 'ann@example.com',
  name: 'Ann',
  language: 'ja',
  orderNumber: '10012345678901234',
  carrierId: 2 as const,
  trackingNumber: 'YM-4455-6677',
};

describe('the order-shipped mail', () => {
  it('names site 2 in the subject of its orders, and nothing for site 1', () => {
    expect(orderShippedMail(shipped).subject).toBe('ご注文 10012345678901234 を発送しました');
    expect(orderShippedMail({ ...shipped, siteName: 'Seoul Snack Depot' }).subject).toBe(
      '[Seoul Snack Depot] ご注文 10012345678901234 を発送しました',
    );
  });

  it('names the shop in the text: site 2 by its own name, site 1 in the mail language', () => {
    expect(orderShippedMail(shipped).text).toContain('パシフィック・パントリーでのご注文');
    const siteTwo = orderShippedMail({ ...shipped, siteName: 'Seoul Snack Depot' }).text;
    expect(siteTwo).toContain('Seoul Snack Depotでのご注文');
    expect(siteTwo).not.toContain('パシフィック・パントリー');
  });
});
