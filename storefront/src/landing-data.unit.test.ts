import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchShared } from './api/use-resource';
import { categoriesPath, productPath, productsPath } from './catalog/catalog-paths';
import { parseCollectionQuery } from './catalog/collection-query';
import { preloadLandingData } from './landing-data';

const locale = { lang: 'ja', currency: 'JPY' } as const;

const product = (id: number) => ({
  id,
  title: `Product ${id}`,
  price: 100,
  images: [
    { image_id: id, id, alt: '', src: `/images/products/${id}-1.svg`, variant_id: [] },
    { image_id: id + 1000, id, alt: '', src: `/images/products/${id}-2.svg`, variant_id: [] },
  ],
});

/** The API as the boot script sees it: every GET answered from `answers`, each call recorded. */
function stubApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const path = url.replace(/^\/api/, '');
    return path in answers
      ? new Response(JSON.stringify(answers[path]), { status: 200 })
      : new Response('{"error":{"code":"not_found","message":"Not found"}}', { status: 404 });
  });
  return asked;
}

/** `new Image()`: the sources the script asks the browser to fetch. */
function stubImages() {
  const sources: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(value: string) {
        sources.push(value);
      }
    },
  );
  return sources;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadLandingData', () => {
  let images: string[];
  beforeEach(() => {
    images = stubImages();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks a collection's products and categories as the page does, then its first screen's images", async () => {
    const search = '?sort=low&color=red';
    const list = productsPath(
      { cid: 'sweets', query: parseCollectionQuery(new URLSearchParams(search)) },
      locale,
    );
    const asked = stubApi({
      [list]: { items: [1, 2, 3, 4, 5, 6].map(product), total: 6, page: 1, pageSize: 12 },
      [categoriesPath(locale)]: [],
    });

    preloadLandingData({ pathname: '/collection/sweets', search }, locale);
    // The page asks the same while the boot script's request is under way: no second request.
    const answer = fetchShared(list);
    await settle();

    expect(asked.sort()).toEqual([`/api${categoriesPath(locale)}`, `/api${list}`].sort());
    expect(await answer).toMatchObject({ total: 6 });
    expect(images).toEqual([1, 2, 3, 4].map((id) => `/images/products/${id}-1.svg`));
  });

  it("asks a product page's product and fetches its first image", async () => {
    const asked = stubApi({
      [productPath(7, locale)]: { ...product(7), related: [product(8)] },
      [categoriesPath(locale)]: [],
    });

    preloadLandingData({ pathname: '/product/7', search: '' }, locale);
    await settle();

    expect(asked).toContain(`/api${productPath(7, locale)}`);
    expect(images).toEqual(['/images/products/7-1.svg']);
  });

  it('stays quiet when the product is not found, leaving the page to say so', async () => {
    const asked = stubApi({});
    preloadLandingData({ pathname: '/product/999', search: '' }, locale);
    await settle();
    expect(asked).toContain(`/api${productPath(999, locale)}`);
    expect(images).toEqual([]);
  });

  it.each(['/', '/cart', '/product/abc', '/collection/a/b', '/collection/%E0%A4%A'])(
    'asks nothing for %s',
    async (pathname) => {
      const asked = stubApi({});
      preloadLandingData({ pathname, search: '' }, locale);
      await settle();
      expect(asked).toEqual([]);
    },
  );
});
