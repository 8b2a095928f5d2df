import { describe, expect, it } from 'vitest';
import { approvalPage, escapeHtml } from './paypal-approval-page.js';

const view = {
  orderId: '5O190127TN364715T',
  merchant: 'Shop',
  orderNumber: '1001',
  amount: { currency_code: 'USD', value: '12.99' },
  state: 'awaiting' as const,
};

describe('the approval page', () => {
  it('shows the title, the amount and both decisions as forms that post back', () => {
    const html = approvalPage(view);

    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>PayPal Sandbox (simulated)</title>');
    expect(html).toContain('$12.99');
    expect(html).toMatch(/<form method="post" action="checkoutnow">.*>Pay now<\/button><\/form>/);
    expect(html).toMatch(/value="cancel" class="secondary">Cancel and return<\/button>/);
    expect(html).toContain('<input type="hidden" name="token" value="5O190127TN364715T">');
    expect(html).not.toMatch(/<script|src=|href=/);
  });

  it('formats yen without decimals', () => {
    expect(approvalPage({ ...view, amount: { currency_code: 'JPY', value: '1500' } })).toContain(
      '¥1,500',
    );
  });

  it('escapes what the API caller sent', () => {
    const html = approvalPage({
      ...view,
      merchant: '<img src=x onerror=alert(1)>',
      orderNumber: '"><script>alert(1)</script>',
    });

    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('offers no payment for a completed order', () => {
    const html = approvalPage({ ...view, state: 'completed' });

    expect(html).toContain('This payment is complete.');
    expect(html).not.toContain('<form');
  });

  it('escapes the five characters HTML treats specially', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
