import { expect, type Page, test } from '@playwright/test';
import { signUp } from './api-setup.js';
import { languages, texts } from './languages.js';

// Registration hashes a password: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const kitKats = 'how-matcha-kit-kats-are-made';
const teas = 'a-guide-to-japanese-teas';

/** A post's title in `language`, as the API gives it. */
async function postTitle(page: Page, slug: string, language: string): Promise<string> {
  const response = await page.request.get(`/api/blog/${slug}?lang=${language}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: string }).title;
}

for (const language of languages) {
  const text = texts[language];

  test.describe(language, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
    });

    test('a guest finds the latest posts on the home page, reads one and filters by tag', async ({
      page,
    }) => {
      const [kitKatTitle, teaTitle] = await Promise.all([
        postTitle(page, kitKats, language),
        postTitle(page, teas, language),
      ]);
      await page.goto('/');
      const latest = page.getByRole('region', { name: text.blogTitle });
      await latest.getByRole('link', { name: kitKatTitle }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${kitKats}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kitKatTitle);
      await expect(page.getByRole('link', { name: text.signInToComment })).toBeVisible();

      await page.goto('/blog?tag=teas');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.taggedTitle('teas'));
      await expect(page.getByRole('heading', { level: 2, name: teaTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: kitKatTitle })).toHaveCount(0);
    });

    test('a signed-in customer comments on a post', async ({ page }) => {
      await signUp(page, 'Kumi', language);
      await page.goto(`/blog/${teas}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        await postTitle(page, teas, language),
      );
      const comment = `${language}: hojicha after dinner (${Date.now()})`;
      await page.getByLabel(text.yourComment, { exact: true }).fill(comment);
      await page.getByRole('button', { name: text.postComment }).click();
      await expect(page.getByText(text.commentPosted)).toBeVisible();
      await page.reload();
      await expect(page.getByText(comment)).toBeVisible();
    });
  });
}

test('an unknown post shows the not-found page; a path no page has answers 404', async ({
  page,
}) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const deeper = await page.request.get('/blog/a/b');
  expect(deeper.status()).toBe(404);
});
