import { expect, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';
import { orderFromWallet, productsInStock, registerShopper, topUpWallet } from './shopper.js';
import { recordShipment } from './staff.js';

// The back office's first load is heavy, and each move waits for the orders view.
test.describe.configure({ timeout: 180_000 });

test('staff move an order to Shipped internationally with tracking; the shopper follows the parcel', async ({
  page,
  browser,
}) => {
  await registerShopper(page, 'Haruka');
  await topUpWallet(page, '100');
  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');
  const orderNumber = await orderFromWallet(page, product);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/admin/');
  await staff.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await staff.getByRole('textbox', { name: 'Password' }).fill(staffPassword);
  await staff.getByRole('button', { name: /sign in/i }).click();
  await staff.getByRole('menuitem', { name: /orders/i }).click();
  await staff.getByRole('row').filter({ hasText: orderNumber }).click();
  await expect(staff).toHaveURL(new RegExp(`/orders/${orderNumber}/show`));

  for (const status of ['Purchasing', 'Arrived at our warehouse', 'Shipping domestically']) {
    await staff.getByRole('button', { name: status, exact: true }).click();
    await expect(staff.getByText(`Order moved to ${status}`)).toBeVisible({ timeout: 20_000 });
  }
  await recordShipment(staff, {
    carrier: 'Yamato Transport',
    trackingNumber: 'YM-2026-1124',
    weightGrams: '640',
    shippingFeeUsd: '18.50',
  });
  await staff.getByRole('button', { name: 'Shipped internationally', exact: true }).click();
  await expect(staff.getByText('Order moved to Shipped internationally')).toBeVisible({
    timeout: 20_000,
  });
  // Only the legal next move is offered now.
  await expect(staff.getByRole('button', { name: 'Has an issue', exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancelled', exact: true })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Refresh tracking now' }).click();
  await expect(staff.getByText(/Tracking refreshed/)).toBeVisible({ timeout: 20_000 });
  await staffContext.close();

  await page.goto(`/page/account/dashboard?order=${orderNumber}`);
  const link = page.getByRole('link', {
    name: 'Track YM-2026-1124 with Yamato Transport (opens a new tab)',
  });
  await expect(link).toHaveAttribute('href', /kuronekoyamato.*YM-2026-1124/);
  await page.reload();
  await expect(page.getByText('Accepted by the carrier').first()).toBeVisible({ timeout: 20_000 });
});
