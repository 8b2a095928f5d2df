import { expect, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';

// The back office's first load (react-admin, about 1 MB) is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the storefront home page shows the shop title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Grocery products delivered to your door',
  );
  await expect(
    page.getByText('We sell US and Japanese product and ship internationally'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Grocery products delivered to your door/);
});

test('staff sign in to the back office and see the event log', async ({ page }) => {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(staffPassword);
  await page.getByRole('button', { name: /sign in/i }).click();

  await page.getByRole('menuitem', { name: /event log/i }).click();
  await expect(page).toHaveURL(/\/admin\/#\/events/);
  // Newest first (the demo seller's history comes after the catalogue): searching for product
  // streams, the seeded catalogue's listings; for user streams, the staff account's registration.
  await page.getByPlaceholder('Search stream names').fill('product-');
  await expect(page.getByRole('row').filter({ hasText: 'ProductListed' }).first()).toBeVisible();
  await page.getByPlaceholder('Search stream names').fill('user-');
  // Other journeys may register customers too: the staff account is the one the system made.
  const row = page.getByRole('row').filter({ hasText: 'system:staff-bootstrap' });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('UserRegistered');
  await page.screenshot({ path: 'test-results/event-log.png', fullPage: true });
});
