import { expect, test } from '@playwright/test';

test('the pages behind the links in view are fetched while the shopper reads', async ({ page }) => {
  const prefetched = page.waitForRequest(/\/assets\/CollectionPage-[\w-]+\.js$/, {
    timeout: 15_000,
  });
  await page.goto('/');
  // The header links to the whole collection; nobody clicks it.
  await prefetched;
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose chunk fails to load reloads once, then shows the error', async ({ page }) => {
  // A release replaced the blog page's chunk: the old one is gone from the server.
  await page.route(/\/assets\/BlogPage-[\w-]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/blog');
  await expect(page.getByText('We are sorry. There is an error.')).toBeVisible();
  await expect(page.getByText('The shop was updated, so this page was reloaded.')).toBeVisible();
  expect(loads).toBe(2);
  // Within the minute, no second reload.
  await page.waitForTimeout(1_000);
  expect(loads).toBe(2);
});
