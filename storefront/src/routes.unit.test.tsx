import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories } from './catalog/categories';
import { allTexts } from './i18n/all-texts';
import { initI18n } from './i18n/init-i18n';
import type { Language } from './i18n/languages';
import { routerReady } from './router-ready';
import { routes } from './routes';

const catalogues = allTexts;
const documentElement = { lang: '' };

// Rendering to a string needs no DOM; only the <html lang> sync touches `document`.
beforeAll(async () => {
  vi.stubGlobal('document', { documentElement });
  await initI18n('en-US');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function render(path: string, language: Language): Promise<string> {
  await i18next.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  return renderToString(<RouterProvider router={router} />);
}

describe.each(Object.entries(catalogues))('the storefront in %s', (language, messages) => {
  it('shows the home page with its title, description and categories', async () => {
    const html = await render('/', language as Language);
    expect(documentElement.lang).toBe(language);
    expect(html).toContain(`<title>${messages.home.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${messages.home.description}"/>`);
    expect(html).toContain(`<h1>${messages.home.title}</h1>`);
    for (const category of categories) {
      expect(html).toContain(`href="/collection/${category}"`);
      expect(html).toContain(messages.categories[category]);
    }
    expect(html).toContain(messages.footer.delivery);
    expect(html).toContain(messages.footer.returns);
  });

  it.each([
    '/nope',
    '/page/account/nope',
    '/product/abc',
    '/terms/Nope.en-US',
    '/terms/ContactUs.ja',
  ])('shows the not-found page for %s', async (path) => {
    const html = await render(path, language as Language);
    expect(html).toContain(`<h1>${messages.notFound.title}</h1>`);
    expect(html).toContain(messages.navigation.backHome);
    expect(html).toContain(messages.shop.name);
  });
});

describe.each(Object.entries(catalogues))('the pages in %s', (language, messages) => {
  const render_ = (path: string) => render(path, language as Language);

  it('shows the shop chrome: selectors, counters, settings and the policy links', async () => {
    const html = await render_('/');
    for (const label of [
      messages.layout.currency,
      messages.layout.country,
      messages.layout.language,
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('href="/page/account/wishlist"');
    expect(html).toContain('href="/page/compare"');
    expect(html).toContain(messages.settings.title);
    expect(html).toContain(messages.footer.links.privacyPolicy);
    expect(html).toContain('href="/terms/TermsOfUse.en-US"');
  });

  it('shows the collection page with its sort and page-size selects', async () => {
    const html = await render_('/collection/sweets?sort=low&pageSize=24');
    expect(html).toContain(`<h1 class="page-title">${messages.categories.sweets}</h1>`);
    expect(html).toContain(`>${messages.catalog.sortBy}</label>`);
    expect(html).toContain(`>${messages.catalog.perPage}</label>`);
    expect(html).toMatch(/<option value="low" selected="">/);
    expect(html).toMatch(/<option value="24" selected="">/);
  });

  it('asks for a keyword on the search page without one', async () => {
    for (const path of ['/s', '/s?keyword=', '/s?keyword=%20%20']) {
      expect(await render_(path)).toContain(messages.search.keywordRequired);
    }
    expect(await render_('/s?keyword=matcha')).not.toContain(messages.search.keywordRequired);
  });

  it('shows the empty wishlist and compare list', async () => {
    expect(await render_('/page/account/wishlist')).toContain(messages.saved.wishlistEmpty);
    expect(await render_('/page/compare')).toContain(messages.saved.compareEmpty);
  });

  it('shows the sign-in, register and password forms with their labels', async () => {
    const login = await render_('/page/account/login?next=%2Fpage%2Faccount%2Fcart');
    expect(login).toContain(`<h1 class="page-title">${messages.account.loginTitle}</h1>`);
    expect(login).toContain(`>${messages.account.email}</label>`);
    expect(login).toContain(`>${messages.account.password}</label>`);
    expect(login).toContain('href="/page/account/register?next=%2Fpage%2Faccount%2Fcart"');
    const register = await render_('/page/account/register');
    expect(register).toContain(`>${messages.account.displayName}</label>`);
    expect(register).toContain(`>${messages.account.register}</button>`);
    expect(await render_('/page/account/forget-password')).toContain(
      messages.account.sendResetLink,
    );
    expect(await render_('/page/account/reset-password')).toContain(messages.account.resetNoToken);
    expect(await render_('/page/account/reset-password?token=abc')).toContain(
      `>${messages.account.confirmPassword}</label>`,
    );
  });

  it('knows the older sign-in routes: they redirect to the sign-in page, query kept', async () => {
    await i18next.changeLanguage(language);
    for (const [path, target] of [
      ['/page/account/login-firebase', '/page/account/login'],
      ['/page/account/auth/auth?next=%2Fx', '/page/account/login?next=%2Fx'],
    ] as const) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      await routerReady(router);
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe(target);
      const html = renderToString(<RouterProvider router={router} />);
      expect(html).toContain(`<h1 class="page-title">${messages.account.loginTitle}</h1>`);
    }
  });

  it.each([
    '/page/account/dashboard',
    '/page/account/change-password',
    '/page/account/cart',
    '/page/account/checkout',
    '/page/account/PayPal?token=T&orderNumber=10012345678901234',
    '/page/order-success?order=10012345678901234',
    '/page/order-failure?order=10012345678901234',
  ])('waits for the session before showing %s', async (path) => {
    expect(await render_(path)).toContain(messages.account.checkingSession);
  });

  it('has a header cart button and a sign-in link', async () => {
    const html = await render_('/');
    expect(html).toContain(messages.layout.cart);
    expect(html).toContain('href="/page/account/login"');
  });
});

describe('the policy pages', () => {
  it.each([
    ['/terms/AboutDelivery.ja', 'ja', '配送について'],
    ['/terms/AboutDelivery.ko', 'ko', '배송 안내'],
    ['/terms/ReturnExchange.en-US', 'en-US', 'Returns and exchanges'],
    ['/terms/TermsOfUse.en-US', 'en-US', 'Terms of use'],
    ['/ReturnExchange', 'en-US', 'Returns and exchanges'],
    ['/terms/ReturnExchange', 'en-US', 'Returns and exchanges'],
  ])('shows %s in its own language', async (path, lang, title) => {
    const html = await render(path, 'en-US');
    expect(html).toContain(`lang="${lang}"`);
    expect(html).toContain(`<h1 class="page-title">${title}</h1>`);
  });
});

describe('the translations', () => {
  function leaves(messages: object, prefix = ''): [string, string][] {
    return Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
    );
  }

  it.each(['ko', 'ja', 'zh-CN'] as const)('translate every English text into %s', (language) => {
    const english = new Map(leaves(catalogues['en-US']));
    const translated = leaves(catalogues[language]);
    expect(translated.map(([key]) => key)).toEqual([...english.keys()]);
    for (const [key, text] of translated) {
      expect(text, key).not.toBe(english.get(key));
      expect(text.trim(), key).not.toBe('');
    }
  });
});
