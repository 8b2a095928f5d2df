import { expect, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';
import {
  addToCart,
  checkoutToTokyo,
  newestOrderNumber,
  productsInStock,
  registerShopper,
  topUpWallet,
} from './shopper.js';

// A wallet order, staff's moves and a review: several workflows on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a customer whose order shipped reviews the product and sees the stars on its box', async ({
  page,
  playwright,
}) => {
  await registerShopper(page, 'Rina');
  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');

  // Before any order for it has shipped, the product page says why a review is refused.
  await page.goto(`/product/${product.id}`);
  await page.getByText('★★★★★', { exact: true }).click();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(
    page.getByText(
      'You can review a product once an order of yours for it has shipped or been delivered.',
    ),
  ).toBeVisible();

  await topUpWallet(page, '100');
  await addToCart(page, product);
  await checkoutToTokyo(page);
  await page.getByRole('radio', { name: /^Deposit balance/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 20_000 });
  const orderNumber = await newestOrderNumber(page);

  // Staff take the order to Shipped internationally through the admin API.
  const staff = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await staff.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const status of ['Purchasing', 'Arrived at our warehouse', 'Shipping domestically']) {
    const moved = await staff.post(`/api/admin/orders/${orderNumber}/status`, {
      headers,
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  const parcel = await staff.put(`/api/admin/orders/${orderNumber}/shipment`, {
    headers,
    data: { carrierId: 1, trackingNumber: 'RV123456789JP', weightGrams: 500, shippingFee: 12 },
  });
  expect(parcel.status()).toBe(200);
  const shipped = await staff.post(`/api/admin/orders/${orderNumber}/status`, {
    headers,
    data: { status: 'Shipped internationally' },
  });
  expect(shipped.status()).toBe(200);
  await staff.dispose();

  await page.goto(`/product/${product.id}`);
  await page.getByText('★★★★', { exact: true }).click();
  await page.getByLabel('Your review (optional)').fill('Arrived intact and tasted great.');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Arrived intact and tasted great.')).toBeVisible();
  await expect(reviews.getByText('4 out of 5 · 1 review')).toBeVisible();

  await page.goto('/page/review');
  await expect(page.getByText('Arrived intact and tasted great.')).toBeVisible();
  await page.getByRole('link', { name: product.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));

  // The product's box, wherever it shows, carries its stars.
  await page.goto('/collection/all?sort=low&pageSize=48');
  const box = page.getByRole('article').filter({ hasText: product.title }).first();
  await expect(box.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
});
