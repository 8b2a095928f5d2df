import { expect, type Page, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';
import { registerShopper, topUpWallet } from './shopper.js';
import { recordShipment } from './staff.js';

// Through PayPal's pages, Taobao's authorise page, two syncs, two back-office sessions and three
// order moves: about five minutes on a busy two-core machine.
test.describe.configure({ timeout: 480_000 });

const sandbox = '/sandbox/taobao';

interface SandboxItem {
  num_iid: string;
  outer_id: string;
  price: string;
  num: number;
  approve_status: string;
}

interface PreviewRow {
  productId: number;
  title: string;
  taobaoPriceCny: number;
}

/** The sandbox seller's items, as its JSON API lists them. */
async function sandboxItems(page: Page, nick: string): Promise<SandboxItem[]> {
  const response = await page.request.get(`${sandbox}/sellers/${nick}/items`, {
    headers: { accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: SandboxItem[] }).items;
}

/** Reloads the page until the locator shows: react-admin lists do not refresh by themselves. */
async function reloadUntilVisible(page: Page, locator: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.reload();
    await expect(locator.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

test('a seller links the sandbox Taobao shop, lists teas at a 20% markup, a buyer trade becomes an order charged to the wallet, staff ship it and Taobao gets the tracking number', async ({
  page,
  browser,
}) => {
  const nick = `tea${Date.now()}`;
  await registerShopper(page, 'Wen');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Become a reseller', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Wechat ID').fill('wen_teas');
  await page.getByLabel('Wechat nickname').fill('Wen');
  await page.getByRole('button', { name: 'Become a seller' }).click();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible({ timeout: 30_000 });
  // The purchase cost of a Taobao order is taken from this.
  await topUpWallet(page, '200');

  // The sandbox seller, made through the sandbox's JSON API.
  const created = await page.request.post(`${sandbox}/sellers`, { data: { nick } });
  expect(created.status()).toBe(201);

  // Link through Taobao's (the sandbox's) authorise page.
  await page.goto('/admin/#/taobao');
  await expect(page.getByTestId('taobao-link')).toHaveText('Not linked', { timeout: 30_000 });
  await page.getByLabel('Taobao seller nickname').fill(nick);
  await page.getByRole('button', { name: 'Link Taobao' }).click();
  await expect(page.getByLabel('Sandbox seller nick')).toHaveValue(nick, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Your Taobao account is linked.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('taobao-link')).toHaveText(`Linked as ${nick}`, {
    timeout: 20_000,
  });

  // Teas at a 20% markup, with the preview of the prices.
  await page.getByRole('checkbox', { name: 'Teas' }).check();
  await page.getByLabel('Markup (%)').fill('20');
  await expect(page.getByText('Price preview')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved: your listings follow shortly.')).toBeVisible({
    timeout: 20_000,
  });
  const previewResponse = await page.request.get(
    '/api/admin/taobao/price-preview?categories=teas&markupPercent=20&markupFixedCny=0',
  );
  const { preview } = (await previewResponse.json()) as { preview: PreviewRow[] };
  const [tea] = preview;
  if (!tea) throw new Error('no tea in the catalogue');

  // The listing sync puts the teas on Taobao at our price plus 20%.
  await expect
    .poll(
      async () =>
        (await sandboxItems(page, nick)).find((item) => item.outer_id === String(tea.productId))
          ?.price,
      { timeout: 90_000 },
    )
    .toBe(tea.taobaoPriceCny.toFixed(2));
  await page.goto('/admin/#/listings');
  await reloadUntilVisible(
    page,
    page.getByRole('row').filter({ hasText: tea.title }).filter({ hasText: 'On sale' }),
  );

  // A buyer pays for the tea on the sandbox's seller page.
  await page.goto(`${sandbox}/sellers/${nick}`);
  const itemRow = page.getByRole('row').filter({
    has: page.getByRole('cell', { name: String(tea.productId), exact: true }),
  });
  await itemRow.getByText('Buy', { exact: true }).click();
  await itemRow.getByRole('button', { name: 'Place a paid trade' }).click();
  await expect(page.getByRole('cell', { name: 'WAIT_SELLER_SEND_GOODS' })).toBeVisible({
    timeout: 20_000,
  });

  // The order sync makes it the seller's order, paid from the wallet.
  let orderNumber = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/admin/orders');
        const orders = (await response.json()) as {
          id: string;
          platform: string;
          paymentStatus: string;
        }[];
        const taobaoOrder = orders.find((order) => order.platform === 'taobao');
        orderNumber = taobaoOrder?.id ?? '';
        return taobaoOrder?.paymentStatus;
      },
      { timeout: 90_000 },
    )
    .toBe('paid');
  await page.goto('/admin/#/ledger');
  const charge = page
    .getByRole('row')
    .filter({ hasText: `Taobao order ${orderNumber}` })
    .filter({ hasText: 'Posted' });
  await reloadUntilVisible(page, charge);

  // Staff take it to the parcel and record SF Express's tracking number.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/admin/');
  await staff.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await staff.getByRole('textbox', { name: 'Password' }).fill(staffPassword);
  await staff.getByRole('button', { name: /sign in/i }).click();
  await expect(staff.getByRole('menuitem', { name: /orders/i })).toBeVisible({ timeout: 30_000 });
  await staff.goto(`/admin/#/orders/${orderNumber}/show`);
  for (const status of ['Purchasing', 'Arrived at our warehouse', 'Shipping domestically']) {
    await staff.getByRole('button', { name: status, exact: true }).click();
    await expect(staff.getByText(`Order moved to ${status}`)).toBeVisible({ timeout: 20_000 });
  }
  await recordShipment(staff, {
    carrier: 'SF Express',
    trackingNumber: 'SF1234567890123',
    weightGrams: '300',
    shippingFeeUsd: '12.00',
  });
  await staffContext.close();

  // Taobao has the parcel: the sandbox shows the upload under Shipments.
  await page.goto(`${sandbox}/sellers/${nick}`);
  const upload = page.getByRole('row').filter({ hasText: 'SF1234567890123' });
  await expect(async () => {
    await page.reload();
    await expect(upload).toContainText('(SF)', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('cell', { name: 'WAIT_BUYER_CONFIRM_GOODS' })).toBeVisible({
    timeout: 20_000,
  });
});
