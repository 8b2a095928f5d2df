import { expect, type Page, test } from '@playwright/test';
import {
  addToCart,
  answerNextCapture,
  checkoutToTokyo,
  newestOrderNumber,
  productsInStock,
  registerShopper,
  topUpWallet,
} from './shopper.js';

// Each journey goes through PayPal's pages and waits for workflows: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The wallet's balance as its page shows it, e.g. "US$50.00". */
const balanceOf = (page: Page) =>
  page.getByRole('region', { name: 'Balance' }).locator('.wallet-balance__amount');

test('a shopper tops the wallet up through PayPal and sees the entry and the balance', async ({
  page,
}) => {
  await registerShopper(page, 'Minji');
  await page.goto('/page/account/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(balanceOf(page)).toHaveText('US$0.00');
  await expect(page.getByText('No entries yet.')).toBeVisible();

  // The amount is checked before anything is sent.
  await page.getByLabel('Amount').fill('0.50');
  await page.getByRole('button', { name: 'Top up with PayPal' }).click();
  await expect(page.getByText('A top-up is between US$1.00 and US$10,000.00.')).toBeVisible();

  await page.getByLabel('Amount').fill('50');
  await page.getByRole('button', { name: 'Top up with PayPal' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByText('Your wallet has been topped up with US$50.00.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/page\/account\/wallet$/);
  await expect(balanceOf(page)).toHaveText('US$50.00');
  const entry = page.getByRole('row').filter({ hasText: 'Top-up' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('US$50.00');
});

test('a shopper pays from the wallet, cancels the paid order and gets the money back', async ({
  page,
}) => {
  await registerShopper(page, 'Kenji');
  await topUpWallet(page, '100');
  await expect(balanceOf(page)).toHaveText('US$100.00');

  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');
  await addToCart(page, product);
  await checkoutToTokyo(page);
  const wallet = page.getByRole('radio', { name: /^Deposit balance/ });
  await expect(wallet).toBeEnabled();
  await wallet.check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 20_000 });
  const orderNumber = await newestOrderNumber(page);

  // The payment is an entry of the wallet, and the balance went down by it.
  await page.goto('/page/account/wallet');
  const payment = page.getByRole('row').filter({ hasText: 'Order payment' });
  await expect(payment).toContainText(`Order ${orderNumber}`);
  await expect(balanceOf(page)).not.toHaveText('US$100.00');

  await page.goto(`/page/account/dashboard?order=${orderNumber}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('The order has been cancelled.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Refunded to your wallet.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Cancelled by you.')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Refunded', { timeout: 20_000 });

  // The dashboard's list says so too.
  await page.goto('/page/account/dashboard');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Refunded to your wallet.');

  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(balanceOf(page)).toHaveText('US$100.00');
  await expect(page.getByRole('row').filter({ hasText: 'Refund' })).toContainText(
    `Order ${orderNumber}`,
  );
});

test('a declined PayPal payment is explained, and the shopper pays at PayPal again', async ({
  page,
}) => {
  await registerShopper(page, 'Aiko');
  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');
  await addToCart(page, product);
  await checkoutToTokyo(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 20_000 });

  // PayPal refuses the buyer's funding source at the capture, as it does with a card declined.
  const orderNumber = await newestOrderNumber(page);
  await answerNextCapture(page, orderNumber, { error: 'INSTRUMENT_DECLINED' });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByText(/^PayPal declined the payment\. You can approve it again/),
  ).toBeVisible({ timeout: 20_000 });
  const again = page.getByRole('link', { name: 'Back to PayPal' });
  await expect(again).toBeVisible();

  await again.click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Your order ${orderNumber} has been placed.`)).toBeVisible();

  await page.goto(`/page/account/dashboard?order=${orderNumber}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Payment declined');
  await expect(timeline).toContainText('Payment received');
});

test('a payment PayPal holds for review shows as paid temporarily', async ({ page }) => {
  await registerShopper(page, 'Wei');
  const [product] = await productsInStock(page, 1);
  if (!product) throw new Error('no product in stock');
  await addToCart(page, product);
  await checkoutToTokyo(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = await newestOrderNumber(page);
  await answerNextCapture(page, orderNumber, { status: 'PENDING' });
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Paid temporarily')).toBeVisible();
  await expect(page.getByText(/^PayPal is reviewing the payment\./)).toBeVisible();
});
