import { type Browser, expect, type Page, test } from '@playwright/test';
import { pagesEnUS } from '@shop/storefront/i18n/pages.en-US';
import { pagesJa } from '@shop/storefront/i18n/pages.ja';

/**
 * The server renders a guest's first view of the storefront's pages (`storefront/src/entry-server.tsx`),
 * so the page is there before its JavaScript; the browser then takes it over (hydration).
 */

interface ProductAnswer {
  title: string;
  charged: number;
}

/** A guest's browser with JavaScript off, in `language` (its Accept-Language). */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined, language: string) {
  return browser.newContext({ baseURL, javaScriptEnabled: false, locale: language });
}

test('without JavaScript, the product page shows its title, price and photo in the shopper language', async ({
  browser,
  baseURL,
}) => {
  const context = await withoutJavaScript(browser, baseURL, 'ko-KR');
  const page = await context.newPage();
  const product = (await (
    await page.request.get('/api/products/1?lang=ko&currency=USD')
  ).json()) as ProductAnswer;
  const response = await page.goto('/product/1');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page.getByRole('main')).toContainText(`US$${product.charged.toFixed(2)}`);
  const photo = page.getByRole('main').getByRole('img', { name: /./ }).first();
  await expect(photo).toHaveAttribute('src', /^\/images\/products\/1-/);
  await expect(page).toHaveTitle(new RegExp(product.title));
  await context.close();
});

test('without JavaScript, the home page lists products', async ({ browser, baseURL }) => {
  const context = await withoutJavaScript(browser, baseURL, 'en-US');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('main').locator('a[href^="/product/"]');
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first()).toBeVisible();
  await context.close();
});

test('without JavaScript, a content page shows its text in the shopper language', async ({
  browser,
  baseURL,
}) => {
  const context = await withoutJavaScript(browser, baseURL, 'ja-JP');
  const page = await context.newPage();
  await page.goto('/page/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesJa.pages.faq.title);
  await expect(page.getByRole('heading', { name: pagesJa.pages.faq.topics.duties })).toBeVisible();
  await context.close();
});

/** Every console error and failed request while the page is open. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A mismatch React recovers from is logged as a warning under `hydration:` (`main.tsx`).
    if (message.type() === 'error' || message.text().startsWith('hydration:')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('with JavaScript, the server-rendered product page is taken over without an error and stays usable', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const rendered = await (await page.request.get('/product/1')).text();
  expect(rendered).toContain('id="ssr-state"');
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A click before the page's JavaScript has taken it over does nothing yet: the shopper clicks again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: /^Cart/ })).not.toHaveAccessibleName(/\b0\b/, {
      timeout: 2_000,
    });
  }).toPass();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/page/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a button tapped before the page’s JavaScript has taken it over acts once it has', async ({
  page,
}) => {
  // The boot script is in (it holds the tap); React is not.
  const letAppIn = await openWithAppHeld(page, '/page/faq');
  const first = page.locator('.faq-accordion__button').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  letAppIn();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('a button tapped before the page’s JavaScript has taken it over acts even when React draws that part afresh', async ({
  page,
}) => {
  // The page's title in the HTML differs from what the app renders: React cannot take the page
  // part over and draws it anew, the tapped button included (a new element).
  await page.route(/\/page\/faq$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<h1 class="page-title">)[^<]*(<\/h1>)/,
      '$1An older title$2',
    );
    await route.fulfill({ response, body: html });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const letAppIn = await openWithAppHeld(page, '/page/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An older title');
  const second = page.locator('.faq-accordion__button').nth(1);
  await second.click();
  letAppIn();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('An older title');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.faq-accordion__button').first()).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(warnings.join('\n')).toContain('hydration');
});

test('a language and a currency chosen before the page’s JavaScript has taken it over are kept once it has', async ({
  page,
}) => {
  const letAppIn = await openWithAppHeld(page, '/collection/snacks');
  const prices = page.locator('.collection__results .price-tag__charged');
  await expect(prices.first()).toBeVisible();
  await page.getByLabel('Currency').selectOption('KRW');
  await page.getByLabel('Language').selectOption('ja');
  letAppIn();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(prices.first()).toHaveText(/원$/);
  await expect(page.getByLabel('通貨')).toHaveValue('KRW');
  await expect(page.getByLabel('言語')).toHaveValue('ja');
});

test('a form sent before the page’s JavaScript has taken it over is checked once it has', async ({
  page,
}) => {
  const letAppIn = await openWithAppHeld(page, '/page/contact');
  const send = page.getByRole('button', { name: pagesEnUS.pages.contact.send });
  await expect(send).toBeVisible();
  await send.click();
  letAppIn();
  // Checked by the app, not sent by the browser: the page stays, with the app's message.
  await expect(page.getByText(pagesEnUS.pages.contact.nameMissing)).toBeVisible();
  await expect(page).toHaveURL(/\/page\/contact$/);
});

test('text typed and sent before the page’s JavaScript has taken it over is sent once it has', async ({
  page,
}) => {
  // What the app sends, kept here: the contact form's own test sends through the server.
  let sent: unknown;
  await page.route(/\/api\/contact$/, async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 202, json: { ok: true, id: 'early-typed' } });
  });
  const letAppIn = await openWithAppHeld(page, '/page/contact');
  const texts = pagesEnUS.pages.contact;
  const send = page.getByRole('button', { name: texts.send });
  const typed = {
    name: 'Hana Kim',
    email: 'hana@example.com',
    subject: 'Early bird',
    message: 'Typed while the page was still loading on a slow line.',
  };
  await page.getByLabel(texts.name, { exact: true }).pressSequentially(typed.name);
  await page.getByLabel(texts.email, { exact: true }).fill(typed.email);
  await page.getByLabel(texts.subject, { exact: true }).fill(typed.subject);
  await page.getByLabel(texts.message, { exact: true }).fill(typed.message);
  await send.click();
  letAppIn();
  await expect(page.getByText(texts.sent)).toBeVisible();
  expect(sent).toMatchObject(typed);
  await expect(page).toHaveURL(/\/page\/contact$/);
});

test('text typed before the page’s JavaScript has taken it over stays in its field', async ({
  page,
}) => {
  const letAppIn = await openWithAppHeld(page, '/page/contact');
  const texts = pagesEnUS.pages.contact;
  const name = page.getByLabel(texts.name, { exact: true });
  await name.pressSequentially('Hana');
  letAppIn();
  await expect(page.locator('html[data-taken-over]')).toHaveCount(1);
  await expect(name).toHaveValue('Hana');
  // React has the text: what is typed next adds to it, and the form sends it all.
  await name.pressSequentially(' Kim');
  await expect(name).toHaveValue('Hana Kim');
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByText(texts.nameMissing)).toHaveCount(0);
  await expect(page.getByText(texts.subjectMissing)).toBeVisible();
});

test('text an input method is still composing when the page’s JavaScript takes it over is kept as typed so far', async ({
  page,
}) => {
  const letAppIn = await openWithAppHeld(page, '/page/contact');
  const texts = pagesEnUS.pages.contact;
  const name = page.getByLabel(texts.name, { exact: true });
  await name.pressSequentially('佐々木 ');
  // A Japanese input method's candidate, not yet chosen, as the app takes the page over: the
  // text is typed again whole (which ends the composition), so nothing typed is lost.
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Input.imeSetComposition', {
    text: 'はなこ',
    selectionStart: 3,
    selectionEnd: 3,
  });
  letAppIn();
  await expect(page.locator('html[data-taken-over]')).toHaveCount(1);
  await expect(name).toHaveValue('佐々木 はなこ');
  // React has it: the form's check finds a name, and its render keeps the text.
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByText(texts.subjectMissing)).toBeVisible();
  await expect(page.getByText(texts.nameMissing)).toHaveCount(0);
  await expect(name).toHaveValue('佐々木 はなこ');
});

/**
 * Opens `path` with the app's code held back ({@link holdAppCode}) once the boot script, which
 * holds what the shopper does meanwhile, is in; the answer lets the app in.
 */
async function openWithAppHeld(page: Page, path: string): Promise<() => void> {
  const letAppIn = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/boot-/.test(entry.name)),
  );
  return letAppIn;
}

/**
 * Holds the app's code back until the test lets it in (the answer): the page stays the server's
 * HTML, with the boot script's held taps, until then.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let letAppIn = () => {};
  const appHeld = new Promise<void>((resolve) => {
    letAppIn = resolve;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return letAppIn;
}
