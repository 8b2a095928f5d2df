import { expect, type Locator, type Page, test } from '@playwright/test';

// Swagger UI's bundle is 1.7 MB, and the document is built on its first request.
test.describe.configure({ timeout: 90_000 });

test('the API reference page shows the operations of the OpenAPI document, from this server only', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.protocol !== 'data:') elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Shop API/ })).toBeVisible({ timeout: 30_000 });
  await scrollTo(page, page.getByText('Place an order', { exact: true }));
  await scrollTo(page, page.getByText('/api/admin/orders/{orderNumber}/status').first());
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * Scrolls down until `target` shows: Swagger UI draws only the operations near the viewport once
 * the document is long.
 */
async function scrollTo(page: Page, target: Locator) {
  for (let step = 0; step < 80 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await expect(target).toBeVisible();
}
