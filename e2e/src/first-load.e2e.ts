import { expect, type Page, test } from '@playwright/test';

/** Everything the page logs as an error, and every request that failed, while it loads. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test("a guest's first visit to the home, collection and product pages logs no error", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/collection/sweets');
  await expect(page.getByRole('heading', { level: 1, name: 'Sweets' })).toBeVisible();
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the storefront comes compressed, its hashed files cached for good', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url, script.url).toMatch(/\/assets\/.+-[\w-]{8}\.js$/);
    expect(script.cache, script.url).toBe('max-age=31536000,immutable');
  }
  // Chromium asks for brotli; every script over a kilobyte comes so.
  expect(scripts.filter(({ encoding }) => encoding === 'br').length).toBeGreaterThan(2);
});
