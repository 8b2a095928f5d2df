import { expect, type Page, test } from '@playwright/test';

interface ListedProduct {
  id: number;
  title: string;
  stock: number;
}

/** Two products with enough stock, found the way the storefront finds them. */
async function twoProductsInStock(page: Page): Promise<ListedProduct[]> {
  const response = await page.request.get('/api/products?cid=snacks&sort=low&pageSize=48');
  const { items } = (await response.json()) as { items: ListedProduct[] };
  const inStock = items.filter((item) => item.stock >= 5);
  expect(inStock.length).toBeGreaterThanOrEqual(2);
  return inStock.slice(0, 2);
}

// Placing the order waits for workflows (stock, the PayPal link): more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a new customer registers, fills a cart, pays through PayPal and follows the order', async ({
  page,
}) => {
  const email = `shopper-${Date.now()}@example.com`;
  await page.goto('/page/account/register');
  await page.getByLabel('Display name').fill('Hanako');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).not.toHaveURL(/register/);

  const [first, second] = await twoProductsInStock(page);
  for (const product of [first, second]) {
    await page.goto(`/product/${product?.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
  }

  await page.goto('/page/account/cart');
  await expect(page.getByText(first?.title ?? '').first()).toBeVisible();
  await page
    .getByRole('button', { name: `One more ${first?.title}` })
    .first()
    .click();
  await expect(page.getByLabel(`Quantity of ${first?.title}`).first()).toHaveValue('2');

  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page).toHaveURL(/checkout/);
  await page.getByLabel('Full name').fill('山田 花子');
  await page.getByLabel('Phone', { exact: true }).fill('+81 90-1234-5678');
  await page.getByLabel('Postal code').fill('150-0001');
  await page.getByLabel('Country').last().selectOption('JP');
  await page.getByLabel('Province').selectOption({ index: 13 });
  await page.getByLabel('City').fill('渋谷区');
  await page.getByLabel('Address', { exact: true }).fill('神宮前1-2-3');

  // Japan's methods, each the charge, then min+2 to max+7 days, then the courier; one is chosen.
  await expect(
    page.getByRole('radio', { name: /^US\$[\d.]+ · 3–9 days · Yamato Transport$/ }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: / days · /, checked: true })).toHaveCount(1);
  await expect(page.getByText('Estimated tax')).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 15_000 });
  const orderText = await page.getByText(/Your order \d+ has been placed/).textContent();
  const orderNumber = /(\d{17})/.exec(orderText ?? '')?.[1] ?? '';
  expect(orderNumber).toMatch(/^100\d{14}$/);

  await page.goto('/page/account/dashboard');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Processing');
  await expect(row).toContainText('Paid');
});
