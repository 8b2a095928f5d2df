import { expect, type Page } from '@playwright/test';

/** Steps of the shopper's journeys that several of them take the same way. */

export interface ListedProduct {
  id: number;
  title: string;
  stock: number;
}

/** Registers a new customer (signed in afterwards) with an address of its own. */
export async function registerShopper(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/page/account/register');
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Register' }).click();
  // Registration hashes the password and signs in after: slow on a busy machine.
  await expect(page).not.toHaveURL(/register/, { timeout: 20_000 });
  return email;
}

/** Products with enough stock, found the way the storefront finds them, cheapest first. */
export async function productsInStock(page: Page, count: number): Promise<ListedProduct[]> {
  const response = await page.request.get('/api/products?cid=snacks&sort=low&pageSize=48');
  const { items } = (await response.json()) as { items: ListedProduct[] };
  const inStock = items.filter((item) => item.stock >= 5);
  expect(inStock.length).toBeGreaterThanOrEqual(count);
  return inStock.slice(0, count);
}

export async function addToCart(page: Page, product: ListedProduct): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart/ })).not.toHaveAccessibleName(/\b0\b/);
}

/** Opens the checkout and fills in an address in Tokyo; a shipping method is chosen for it. */
export async function checkoutToTokyo(page: Page): Promise<void> {
  await page.goto('/page/account/checkout');
  await page.getByLabel('Full name').fill('佐々木 花子');
  await page.getByLabel('Phone', { exact: true }).fill('+81 90-1234-5678');
  await page.getByLabel('Postal code').fill('150-0001');
  await page
    .getByRole('group', { name: 'Shipping address' })
    .getByLabel('Country')
    .selectOption('JP');
  await page.getByLabel('Province').selectOption({ index: 13 });
  await page.getByLabel('City').fill('渋谷区');
  await page.getByLabel('Address', { exact: true }).fill('代々木1-2-3');
  await expect(page.getByRole('radio', { name: / days · /, checked: true })).toHaveCount(1);
  await expect(page.getByText('Calculating…')).toHaveCount(0);
}

/** The newest order of the signed-in customer, as the API lists it. */
export async function newestOrderNumber(page: Page): Promise<string> {
  const response = await page.request.get('/api/orders');
  const {
    items: [newest],
  } = (await response.json()) as { items: { orderNumber: string }[] };
  expect(newest?.orderNumber).toMatch(/^100\d{14}$/);
  return newest?.orderNumber ?? '';
}

/** Tops the wallet up through the PayPal simulator; the page ends on the wallet with it. */
export async function topUpWallet(page: Page, amount: string): Promise<void> {
  await page.goto('/page/account/wallet');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Top up with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(/Your wallet has been topped up with US\$[\d,.]+\./)).toBeVisible({
    timeout: 20_000,
  });
}

/** Tells the PayPal simulator how to answer the next capture of an order. */
export async function answerNextCapture(
  page: Page,
  orderNumber: string,
  answer: Record<string, unknown>,
): Promise<void> {
  const response = await page.request.post('/simulators/paypal/_sim/captures/next', {
    data: { referenceId: orderNumber, answer },
  });
  expect(response.status()).toBe(204);
}

/** Orders `product` through the cart and checkout, paid from the wallet; its order number. */
export async function orderFromWallet(page: Page, product: ListedProduct): Promise<string> {
  await addToCart(page, product);
  await checkoutToTokyo(page);
  await page.getByRole('radio', { name: /^Deposit balance/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 20_000 });
  return newestOrderNumber(page);
}
