import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';

/** The texts these journeys look for, as the storefront's catalogues hold them. */
interface Texts {
  layout: { cart: string };
  settings: { title: string };
  catalog: { allProducts: string };
  cart: { drawerTitle: string };
  product: { addToCart: string; addedToCart: string; viewCart: string };
  modal: { close: string };
  quickView: { open: string; fullDetails: string };
  addedToCart: { title: string; related: string; continue: string };
  exitOffer: { title: string; noThanks: string };
  cartPanel: { sides: Record<'left' | 'right' | 'top' | 'bottom', string> };
  layouts: { collection: Record<'six-grid' | 'list-view', string> };
  video: { watch: string; title: string; unavailable: string };
  bundle: { title: string; addAll_other: string };
}

/**
 * Each language's catalogue, read from the storefront's sources (Playwright compiles them), so a
 * journey expects exactly what a shopper in that language reads.
 */
async function catalogue(file: string, name: string): Promise<Texts> {
  const url = new URL(`../../storefront/src/i18n/${file}.ts`, import.meta.url).href;
  const module = (await import(url)) as Record<string, Texts>;
  const texts = module[name];
  if (!texts) throw new Error(`no ${name} in ${file}`);
  return texts;
}

/** Each journey runs once per language, expecting the texts of that language's catalogue. */
const languages: readonly [string, Texts][] = [
  ['en-US', await catalogue('en-US', 'enUS')],
  ['ko', await catalogue('ko', 'ko')],
  ['ja', await catalogue('ja', 'ja')],
  ['zh-CN', await catalogue('zh-CN', 'zhCN')],
];

interface Listed {
  id: number;
  title: string;
  stock: number;
}

/** Every console error and uncaught exception while the journey runs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function speak(page: Page, language: string): Promise<void> {
  await page.context().addCookies([
    {
      name: 'locale',
      value: language,
      url: test.info().project.use.baseURL ?? 'http://localhost',
    },
  ]);
}

/** A snack in stock, with its title in `language`, as the collection page lists it. */
async function snackInStock(page: Page, language: string): Promise<Listed> {
  const response = await page.request.get(
    `/api/products?cid=snacks&sort=low&pageSize=48&lang=${language}`,
  );
  const { items } = (await response.json()) as { items: Listed[] };
  const product = items.find((item) => item.stock >= 5);
  if (!product) throw new Error('no snack in stock');
  return product;
}

async function openSettings(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.settings.title, exact: true }).click();
  const panel = page.getByRole('dialog', { name: t.settings.title });
  await expect(panel).toBeVisible();
  return panel;
}

for (const [language, t] of languages) {
  test.describe(`merchandising in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await speak(page, language);
    });

    test('quick view from a product box, add to cart, then the confirmation with related products', async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const product = await snackInStock(page, language);
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto('/collection/snacks?sort=low&pageSize=48');
      const opener = page.getByRole('button', {
        name: t.quickView.open.replace('{{title}}', product.title),
      });

      // The modal keeps focus, closes on Escape and gives focus back to the button.
      await opener.click();
      const quickView = page.getByRole('dialog', { name: product.title });
      await expect(quickView).toBeVisible();
      await expect(quickView.getByRole('link', { name: t.quickView.fullDetails })).toBeVisible();
      const box = await quickView.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(1080);
      expect(box?.height).toBeLessThanOrEqual(600);
      await page.keyboard.press('Escape');
      await expect(quickView).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await quickView.getByRole('button', { name: t.product.addToCart }).click();
      const confirmation = page.getByRole('dialog', { name: t.addedToCart.title });
      await expect(confirmation).toBeVisible();
      await expect(quickView).toBeHidden();
      await expect(
        confirmation.getByText(t.product.addedToCart.replace('{{title}}', product.title)),
      ).toBeVisible();
      const related = confirmation.getByRole('region', { name: t.addedToCart.related });
      await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(confirmation.getByRole('link', { name: t.product.viewCart })).toBeVisible();
      await confirmation.getByRole('button', { name: t.addedToCart.continue }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: new RegExp(`^${t.layout.cart}`) }).click();
      const miniCart = page.getByRole('dialog', { name: t.cart.drawerTitle });
      await expect(miniCart.getByRole('link', { name: product.title })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a collection in list view and six per row, from the settings panel', async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto('/collection/all');
      const panel = await openSettings(page, t);
      await panel.getByRole('link', { name: t.layouts.collection['six-grid'] }).click();
      await expect(page).toHaveURL(/\/collection\/all\?layout=six-grid$/);
      const cards = page.locator('.product-grid > li');
      await expect(cards).toHaveCount(12);
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(tops.filter((top) => top === tops[0])).toHaveLength(6);

      await openSettings(page, t);
      await page
        .getByRole('dialog', { name: t.settings.title })
        .getByRole('link', { name: t.layouts.collection['list-view'] })
        .click();
      await expect(page).toHaveURL(/\/collection\/all\?view=list$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t.catalog.allProducts }),
      ).toBeVisible();
      const rows = await cards.evaluateAll((items) =>
        items.slice(0, 3).map((item) => {
          const { top, width } = item.getBoundingClientRect();
          return { top: Math.round(top), width };
        }),
      );
      // One product per row, each as wide as the results.
      expect(new Set(rows.map(({ top }) => top)).size).toBe(3);
      const results = await page.locator('.collection__results').boundingBox();
      for (const row of rows) expect(row.width).toBeGreaterThan((results?.width ?? 0) * 0.9);

      // The spec customizer's path leads to the same page.
      await page.goto('/collection/six-grid');
      await expect(page).toHaveURL(/\/collection\/all\?layout=six-grid$/);
      expect(errors).toEqual([]);
    });

    test('the cart panel opens from the side chosen in the settings', async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const cart = page.getByRole('button', { name: new RegExp(`^${t.layout.cart}`) });
      for (const [side, check] of [
        ['left', (box: Box) => box.x === 0 && box.width === 300],
        ['bottom', (box: Box) => box.y + box.height === 800 && box.height === 218],
        ['top', (box: Box) => box.y === 0 && box.height === 218],
        ['right', (box: Box) => box.x + box.width === 1280 && box.width === 300],
      ] as const) {
        const panel = await openSettings(page, t);
        await panel.getByRole('radio', { name: t.cartPanel.sides[side] }).check();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await cart.click();
        const drawer = page.getByRole('dialog', { name: t.cart.drawerTitle });
        await expect(drawer).toBeVisible();
        // Past the slide-in animation.
        await expect.poll(async () => check((await drawer.boundingBox()) as Box), side).toBe(true);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      expect(errors).toEqual([]);
    });

    test('the exit-intent offer shows once, and never again once dismissed', async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/collection/all');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const offer = page.getByRole('dialog', { name: t.exitOffer.title });
      await page.mouse.move(640, 400);
      await page.mouse.move(640, 200);
      await expect(offer).toHaveCount(0);
      await leaveThroughTop(page);
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: t.exitOffer.noThanks }).click();
      await expect(offer).toBeHidden();

      await leaveThroughTop(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await leaveThroughTop(page);
      await page.waitForTimeout(500);
      await expect(offer).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('a product with a video offers it, and shows its photo when the video cannot play', async ({
      page,
      playwright,
    }) => {
      const product = await snackInStock(page, language);
      const staff = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
      });
      // Nothing answers at this address: the page must fall back to the product's photo.
      await setVideo(staff, product.id, '/videos/not-uploaded-yet.mp4');
      await staff.dispose();
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: t.video.watch }).click();
      const video = page.getByRole('dialog', {
        name: t.video.title.replace('{{title}}', product.title),
      });
      await expect(video.getByText(t.video.unavailable)).toBeVisible();
      await expect(video.getByRole('img', { name: product.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(video).toBeHidden();
      await expect(page.getByRole('button', { name: t.video.watch })).toBeFocused();
    });

    test('the bundle layout adds the product and its companions in one go', async ({ page }) => {
      const errors = watchConsole(page);
      const product = await snackInStock(page, language);
      await page.goto(`/product/${product.id}?layout=bundle`);
      const bundle = page.getByRole('region', { name: t.bundle.title });
      await expect(bundle.getByRole('checkbox')).toHaveCount(3);
      const addTwo = bundle.getByRole('button', {
        name: t.bundle.addAll_other.replace('{{count}}', '2'),
      });
      // A box unticked before the page's code has taken the page over is ticked again by it.
      await expect(async () => {
        await bundle.getByRole('checkbox').nth(2).uncheck();
        await expect(addTwo).toBeVisible({ timeout: 1000 });
      }).toPass();
      await addTwo.click();
      await expect(page.getByRole('dialog', { name: t.addedToCart.title })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.layout.cart}`) }),
      ).toHaveAccessibleName(/2/);
      expect(errors).toEqual([]);
    });

    test('on a phone the modals take the whole screen', async ({ page }) => {
      const errors = watchConsole(page);
      const product = await snackInStock(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/collection/snacks?sort=low&pageSize=48');
      await page
        .getByRole('button', { name: t.quickView.open.replace('{{title}}', product.title) })
        .click();
      const quickView = page.getByRole('dialog', { name: product.title });
      await expect(quickView.getByRole('button', { name: t.product.addToCart })).toBeVisible();
      await expect.poll(async () => (await quickView.boundingBox())?.width).toBe(390);
      expect((await quickView.boundingBox())?.height).toBe(844);
      await quickView.getByRole('button', { name: t.modal.close }).click();
      await expect(quickView).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** The mouse leaves the page through its top edge, towards the browser's tabs. */
async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(640, 100);
  await page.mouse.move(640, 2);
  await page.mouse.move(640, -10);
}

/** Staff set a product's video through the admin API, as the back office's form does. */
async function setVideo(staff: APIRequestContext, productId: number, videoUrl: string) {
  const login = await staff.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const current = await (await staff.get(`/api/admin/products/${productId}`, { headers })).json();
  const saved = await staff.put(`/api/admin/products/${productId}`, {
    headers,
    data: { ...current, videoUrl },
  });
  expect(saved.status()).toBe(200);
}
