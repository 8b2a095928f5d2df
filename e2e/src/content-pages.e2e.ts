import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pagesEnUS } from '@shop/storefront/i18n/pages.en-US';
import { pagesJa } from '@shop/storefront/i18n/pages.ja';
import { pagesKo } from '@shop/storefront/i18n/pages.ko';
import { pagesZhCN } from '@shop/storefront/i18n/pages.zh-CN';
import { pagesFooterEnUS } from '@shop/storefront/i18n/pages-footer.en-US';
import { pagesFooterJa } from '@shop/storefront/i18n/pages-footer.ja';
import { pagesFooterKo } from '@shop/storefront/i18n/pages-footer.ko';
import { pagesFooterZhCN } from '@shop/storefront/i18n/pages-footer.zh-CN';
import { staffEmail, staffPassword } from '../playwright.config.js';

// The content pages' own texts, and the footer's links and newsletter form (common texts).
const languages = [
  ['en-US', { ...pagesFooterEnUS.pages, ...pagesEnUS.pages }],
  ['ko', { ...pagesFooterKo.pages, ...pagesKo.pages }],
  ['ja', { ...pagesFooterJa.pages, ...pagesJa.pages }],
  ['zh-CN', { ...pagesFooterZhCN.pages, ...pagesZhCN.pages }],
] as const;

/** A request context signed in as staff, for what staff see in the back office. */
async function asStaff(
  page: Page,
  playwright: {
    request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> };
  },
) {
  const staff = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await staff.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  const { token } = (await login.json()) as { token: string };
  return { staff, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The newest mail to `recipient` in the local outbox that `wanted` accepts, as staff see it,
 * once it is there: the staff address gets every language's contact mail, so the newest one
 * there may be an earlier test's until this test's has been sent.
 */
async function newestMailTo(
  staff: APIRequestContext,
  headers: Record<string, string>,
  recipient: string,
  wanted: (mail: { subject: string }) => boolean = () => true,
): Promise<{ subject: string; text: string }> {
  const filter = encodeURIComponent(JSON.stringify({ recipient }));
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await staff.get(`/api/admin/outbox?filter=${filter}`, { headers });
        found = ((await response.json()) as { subject: string; text: string }[]).find(wanted);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as { subject: string; text: string };
}

for (const [language, texts] of languages) {
  test.describe(`content pages in ${language}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
    });

    test('the FAQ opens and moves with the keyboard', async ({ page }) => {
      await page.goto('/page/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.faq.title);
      await expect(page.getByRole('heading', { name: texts.faq.topics.duties })).toBeVisible();
      const first = page.locator('.faq-accordion__button').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
      await expect(answer).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const second = page.locator('.faq-accordion__button').nth(1);
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeVisible();
    });

    test('a look is a scene of several products, a point on each that opens it; the sitemap lists products', async ({
      page,
    }) => {
      await page.goto('/page/lookbook');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.lookbook.title);
      const [before, after] = texts.lookbook.point.split('{{product}}') as [string, string];
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pointName = new RegExp(`^${literal(before)}.+${literal(after)}$`);

      // The first look's picture is a scene drawn by the server, with its four products in it.
      const look = page.getByRole('article').first();
      const scene = look.locator('.look-photo > img');
      await expect(scene).toHaveAttribute('src', /^\/images\/looks\/[\w-]+\.svg$/);
      await expect
        .poll(() =>
          scene.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      const points = look.getByRole('button', { name: pointName });
      await expect(points).toHaveCount(4);
      const inScene = (
        await points.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('aria-label') ?? ''),
        )
      ).map((label) => label.slice(before.length, label.length - after.length));
      expect(new Set(inScene).size).toBe(4);

      // The points are reached with the keyboard; each opens its own product's card.
      await points.nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(points.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(points.nth(1)).toHaveAttribute('aria-expanded', 'true');
      const card = look.getByRole('region', { name: inScene[1] });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(inScene[1] ?? '');
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(points.nth(1)).toBeFocused();

      await points.nth(3).click();
      await look
        .getByRole('region', { name: inScene[3] })
        .getByRole('link', { name: texts.lookbook.viewProduct })
        .click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(inScene[3] ?? '');

      // The footer leads to the sitemap, which lists the products a page at a time.
      await page.getByRole('contentinfo').getByRole('link', { name: texts.links.sitemap }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.sitemap.title);
      const products = page.getByRole('region', { name: texts.sitemap.productsTitle, exact: true });
      await products.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
    });

    test('the contact form checks its fields, then mails staff', async ({ page, playwright }) => {
      await page.goto('/page/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.contact.title);
      await expect(page.getByRole('img', { name: texts.contact.mapLabel })).toBeVisible();
      await page.getByRole('button', { name: texts.contact.send }).click();
      await expect(page.getByText(texts.contact.nameMissing)).toBeVisible();

      const subject = `Order question ${language} ${Date.now()}`;
      await page.getByLabel(texts.contact.name, { exact: true }).fill('Hana Kim');
      await page
        .getByLabel(texts.contact.email, { exact: true })
        .fill(`hana.kim+${language}@example.com`);
      await page.getByLabel(texts.contact.subject, { exact: true }).fill(subject);
      await page
        .getByLabel(texts.contact.message, { exact: true })
        .fill('Could you ship my order together with my next one?');
      await page.getByRole('button', { name: texts.contact.send }).click();
      await expect(page.getByText(texts.contact.sent)).toBeVisible();

      const { staff, headers } = await asStaff(page, playwright);
      const mail = await newestMailTo(staff, headers, staffEmail, (sent) =>
        sent.subject.endsWith(subject),
      );
      expect(mail.subject).toBe(`[Contact] ${subject}`);
      expect(mail.text).toContain(`From: Hana Kim <hana.kim+${language}@example.com>`);
      await staff.dispose();
    });

    test('the newsletter signs up by double opt-in and staff see the subscriber', async ({
      page,
      playwright,
    }) => {
      const email = `reader-${language.toLowerCase()}-${Date.now()}@example.com`;
      await page.goto('/page/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.about.title);
      await expect(page.getByRole('heading', { name: texts.about.teamTitle })).toBeVisible();
      // Typed once React has the page: text typed before then has tests of its own
      // (first-view.e2e.ts); this one is about the newsletter.
      await expect(page.locator('html[data-taken-over]')).toHaveCount(1);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(texts.newsletter.email).fill(email);
      await footer.getByRole('button', { name: texts.newsletter.subscribe }).click();
      await expect(footer.getByText(texts.newsletter.checkInbox)).toBeVisible();

      const { staff, headers } = await asStaff(page, playwright);
      const mail = await newestMailTo(staff, headers, email);
      const link = /https?:\/\/\S+\/page\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByText(texts.newsletter.confirmed)).toBeVisible();
      // The link is followed twice (a mail client's preview, then the shopper): still confirmed.
      await page.reload();
      await expect(page.getByText(texts.newsletter.confirmed)).toBeVisible();

      const filter = encodeURIComponent(JSON.stringify({ q: email }));
      await expect
        .poll(async () => {
          const response = await staff.get(`/api/admin/subscribers?filter=${filter}`, { headers });
          return ((await response.json()) as { status: string }[])[0]?.status;
        })
        .toBe('confirmed');
      await staff.dispose();

      await page.goto('/page/newsletter/confirm?token=not-a-token');
      await expect(page.getByText(texts.newsletter.invalidLink)).toBeVisible();
    });
  });
}
