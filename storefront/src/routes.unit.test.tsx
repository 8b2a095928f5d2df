import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories } from './catalog/categories';
import { enUS, type Messages } from './i18n/en-US';
import { initI18n } from './i18n/init-i18n';
import { ja } from './i18n/ja';
import { ko } from './i18n/ko';
import type { Language } from './i18n/languages';
import { zhCN } from './i18n/zh-CN';
import { routes } from './routes';

const catalogues: Record<Language, Messages> = { 'en-US': enUS, ko, ja, 'zh-CN': zhCN };
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
  return renderToString(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
  );
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

  it.each(['/nope', '/collection/sweets', '/page/account/login'])(
    'shows the not-found page for %s',
    async (path) => {
      const html = await render(path, language as Language);
      expect(html).toContain(`<h1>${messages.notFound.title}</h1>`);
      expect(html).toContain(messages.navigation.backHome);
      expect(html).toContain(messages.shop.name);
    },
  );
});

describe('the translations', () => {
  function leaves(messages: object, prefix = ''): [string, string][] {
    return Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
    );
  }

  it.each(['ko', 'ja', 'zh-CN'] as const)('translate every English text into %s', (language) => {
    const english = new Map(leaves(enUS));
    const translated = leaves(catalogues[language]);
    expect(translated.map(([key]) => key)).toEqual([...english.keys()]);
    for (const [key, text] of translated) {
      expect(text, key).not.toBe(english.get(key));
      expect(text.trim(), key).not.toBe('');
    }
  });
});
