import { expect, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';
import { signUp, staffApi } from './api-setup.js';
import { orderFromWallet, productsInStock } from './shopper.js';

test.describe.configure({ timeout: 120_000 });

interface AffiliateRow {
  affiliateId: string;
  orders: number;
  paidOrders: number;
  revenueCents: number;
}

test('an order placed after an ?aid= link shows under that affiliate, with its revenue, for staff', async ({
  page,
  playwright,
  baseURL,
}) => {
  const affiliateId = `e2e-${Date.now()}`;
  const customer = await signUp(page, 'Mina');
  const staffRequest = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const staff = await staffApi(staffRequest);
  await staff.credit(customer.id, 100);

  // The shopper arrives through the affiliate's link, then browses on before ordering.
  await page.goto(`/?aid=${affiliateId}`);
  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');
  const orderNumber = await orderFromWallet(page, product);

  const order = await staff.get<{ affiliateId: string; siteId: number; revenue: number }>(
    `/api/admin/orders/${orderNumber}`,
  );
  expect(order).toMatchObject({ affiliateId, siteId: 1 });
  const filter = encodeURIComponent(JSON.stringify({ affiliateId }));
  await expect
    .poll(async () => staff.get<AffiliateRow[]>(`/api/admin/affiliates?filter=${filter}`))
    .toEqual([
      expect.objectContaining({
        affiliateId,
        orders: 1,
        paidOrders: 1,
        revenueCents: Math.round(order.revenue * 100),
      }),
    ]);
  await staffRequest.dispose();

  // Staff see it in the back office's affiliates report too.
  await page.context().clearCookies();
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(staffPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('menuitem', { name: /affiliates/i })).toBeVisible();
  await page.goto(`/admin/#/affiliates?filter=${filter}`);
  const row = page.getByRole('row').filter({ hasText: affiliateId });
  await expect(row).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.revenue),
  );
});

test('a visitor coming through an odd aid keeps no affiliate', async ({ page }) => {
  await page.goto('/?aid=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('affiliateId'))).toBeNull();
});

test('the regional reseller’s host shows its own name', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://reseller.localhost:${port}/collection/all`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Seoul Snack Depot' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/ \| Seoul Snack Depot$/);
  await expect(page.getByRole('contentinfo')).toContainText('Seoul Snack Depot');

  // The main host keeps the shop's own name.
  await page.goto('/collection/all');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Pacific Pantry' }),
  ).toBeVisible();
});
