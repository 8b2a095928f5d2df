import { expect, type Page, test } from '@playwright/test';

/** The charged prices shown in the result grid, as numbers. */
async function chargedPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.collection__results .price-tag__charged').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('filter by category and price, then sort by price', async ({ page }) => {
  await page.goto('/collection/all');
  await page
    .getByRole('link', { name: /^Sweets\b/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sweets' })).toBeVisible();

  await page.getByLabel('Minimum price').fill('2');
  await page.getByLabel('Maximum price').fill('6');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/cid|collection\/sweets/);
  await expect(page).toHaveURL(/sort=low/);

  await expect(page.locator('.collection__results .price-tag__charged').first()).toBeVisible();
  const ascending = await chargedPrices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  for (const price of ascending) {
    expect(price).toBeGreaterThanOrEqual(2);
    expect(price).toBeLessThanOrEqual(6);
  }

  await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
  await expect(page).toHaveURL(/sort=high/);
  await expect
    .poll(async () => {
      const prices = await chargedPrices(page);
      return (
        prices.length > 1 &&
        prices.every(
          (price, index) => index === 0 || (prices[index - 1] ?? Number.POSITIVE_INFINITY) >= price,
        )
      );
    })
    .toBe(true);
});

test('searching with an empty keyword says a keyword is needed', async ({ page }) => {
  await page.goto('/s?keyword=');
  await expect(page.getByText('You have to input keyword.')).toBeVisible();
});

test('a product opened from the list can be kept in the wishlist and compare list across a reload', async ({
  page,
}) => {
  await page.goto('/collection/teas');
  const first = page.locator('.collection__results h3 a').first();
  const title = (await first.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.reload();

  await page.goto('/page/account/wishlist');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto('/page/compare');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('switching to Japanese shows the shop in Japanese', async ({ page }) => {
  await page.goto('/');
  // At once: a choice made before React has taken the server's page over is made again then.
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '食料品をご自宅までお届けします',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByLabel('言語')).toHaveValue('ja');
});

test('switching to won shows prices with 원 after the number and no decimals', async ({ page }) => {
  await page.goto('/collection/snacks');
  await page.getByLabel('Currency').selectOption('KRW');
  await expect(page.locator('.collection__results .price-tag__charged').first()).toHaveText(/원$/);
  await expect(page.getByLabel('Currency')).toHaveValue('KRW');
  const prices = await page.locator('.collection__results .price-tag__charged').allTextContents();
  for (const price of prices) expect(price.trim()).toMatch(/^\d{1,3}(,\d{3})*원$/);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
