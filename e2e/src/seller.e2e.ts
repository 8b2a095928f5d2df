import { expect, type Page, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';
import { registerShopper, topUpWallet } from './shopper.js';

// Through PayPal's pages and the back office's first load: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

const month = new Date().toISOString().slice(0, 7);

/** The balance card of the seller's figures. */
const balanceCard = (page: Page) => page.getByTestId('kpi-balance');

test('a new account becomes a seller, deposits through PayPal and sees its ledger, statement and figures change', async ({
  page,
  request,
}) => {
  await registerShopper(page, 'Lin');

  // The storefront's session carries over: the back office invites the customer to resell.
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Become a reseller', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Wechat ID').fill('lin_sells');
  await page.getByLabel('Wechat nickname').fill('Lin');
  await page.getByRole('button', { name: 'Become a seller' }).click();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible({ timeout: 30_000 });
  await expect(balanceCard(page)).toContainText('$0.00');

  await topUpWallet(page, '50');

  await page.goto('/admin/#/ledger');
  const deposit = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposit).toHaveCount(1, { timeout: 20_000 });
  await expect(deposit).toContainText('$50.00');
  await expect(deposit).toContainText('Posted');

  await page.goto('/admin/#/statements');
  const statement = page.getByRole('row').filter({ hasText: month });
  await expect(statement).toContainText('$0.00');
  await expect(statement).toContainText('$50.00');

  await page.goto('/admin/#/');
  await expect(balanceCard(page)).toContainText('$50.00', { timeout: 20_000 });

  // Another seller's order (the demo seller's) by its address: not found, nothing of it shown.
  const login = await request.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const orders = await request.get(
    `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'seller@shop.localhost' }))}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const [theirs] = (await orders.json()) as { id: string }[];
  expect(theirs?.id).toMatch(/^100\d{14}$/);
  await page.goto(`/admin/#/orders/${theirs?.id}/show`);
  await expect(page.getByText('Element does not exist')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(theirs?.id ?? '')).toHaveCount(0);
});
