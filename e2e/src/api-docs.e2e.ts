import { expect, test } from '@playwright/test';

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
  await expect(page.getByText('Place an order', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/admin/orders/{orderNumber}/status').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});
