import { expect, test } from '@playwright/test';
import { registerShopper } from './shopper.js';

// Registration hashes a password: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a guest finds the latest posts on the home page, reads one and filters by tag', async ({
  page,
}) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'From our blog' });
  await latest.getByRole('link', { name: 'How matcha Kit Kats are made' }).click();
  await expect(page).toHaveURL(/\/blog\/how-matcha-kit-kats-are-made$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How matcha Kit Kats are made');
  await expect(page.getByRole('heading', { name: 'The wafer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to leave a comment' })).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: '#teas' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=teas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “teas”');
  await expect(
    page.getByRole('heading', { level: 2, name: /Sencha, hojicha, matcha/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Kit Kats/ })).toHaveCount(0);
});

test('a signed-in customer comments on a post, in Japanese too', async ({ page }) => {
  await registerShopper(page, 'Kumi');
  await page.goto('/blog/a-guide-to-japanese-teas');
  const comment = `Hojicha after dinner is the best tip here (${Date.now()})`;
  await page.getByLabel('Your comment').fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Thank you! Your comment is up.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(comment)).toBeVisible();

  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '煎茶・ほうじ茶・抹茶の簡単ガイド',
  );
  await expect(page.getByText(comment)).toBeVisible();
  await page.getByLabel('コメント', { exact: true }).fill('ほうじ茶ラテも作ってみました。');
  await page.getByRole('button', { name: 'コメントを投稿' }).click();
  await expect(page.getByText('ほうじ茶ラテも作ってみました。')).toBeVisible();
});

test('an unknown post shows the not-found page; a path no page has answers 404', async ({
  page,
}) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const deeper = await page.request.get('/blog/a/b');
  expect(deeper.status()).toBe(404);
});
