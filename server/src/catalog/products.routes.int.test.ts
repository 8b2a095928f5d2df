import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';
import { testProduct } from './catalog-test-kit.js';

interface Product {
  id: number;
  title: string;
  price: number;
  charged: number;
  currency: string;
  sale: boolean;
  discount: string;
  stock: number;
  category: string;
  brand: string;
  variants: {
    variant_id: number;
    id: number;
    sku: string;
    size?: string;
    color?: string;
    image_id: number;
  }[];
  images: { image_id: number; id: number; alt: string; src: string; variant_id: number[] }[];
  related?: Product[];
}
interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

describe('catalogue API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.listProducts([
      testProduct(1, {
        title: { 'en-US': 'Matcha KitKat', ja: '抹茶キットカット', ko: '말차 킷캣' },
        priceCents: 1299,
        discountPercent: 20,
        tags: ['matcha', 'japan'],
        collections: ['best sellers', 'on sale'],
        color: 'green',
        size: '12 pack',
      }),
      testProduct(2, {
        title: { 'en-US': 'Pocky Chocolate' },
        priceCents: 399,
        brand: 'Glico',
        color: 'red',
      }),
      testProduct(3, {
        title: { 'en-US': 'Hojicha Tea' },
        category: 'teas',
        priceCents: 899,
        brand: 'Ito En',
        tags: ['japan'],
      }),
      testProduct(4, {
        title: { 'en-US': 'Ramune Soda' },
        category: 'beverages',
        priceCents: 249,
        stock: 0,
        color: 'blue',
      }),
      testProduct(5, {
        title: { 'en-US': 'Caramel Corn' },
        priceCents: 2499,
        brand: 'Tohato',
        color: 'yellow',
      }),
      testProduct(6, {
        title: { 'en-US': 'Apple Gum' },
        category: 'gums',
        priceCents: 199,
        brand: 'Lotte',
      }),
    ]);
  });
  afterAll(() => server.close());

  const get = <T = ProductPage>(path: string) => server.request<T>('GET', path);

  it('lists products in the spec shape with a total, 12 to a page', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 12, pages: 1 });
    const matcha = body.items.find((item) => item.id === 1);
    expect(matcha).toMatchObject({
      title: 'Matcha KitKat',
      price: 12.99,
      charged: 10.39,
      currency: 'USD',
      sale: true,
      discount: '20',
      category: 'sweets',
      variants: [
        { variant_id: 1, id: 1, sku: 'SKU-1', size: '12 pack', color: 'green', image_id: 1 },
      ],
      images: [
        { image_id: 1, id: 1, alt: 'green', src: '/images/products/1-1.svg', variant_id: [1] },
      ],
    });
  });

  it('filters by category and charged price and sorts by price', async () => {
    const { body } = await get('/api/products?cid=sweets&minPrice=3&maxPrice=20&sort=low');
    expect(body.items.map((item) => [item.id, item.charged])).toEqual([
      [2, 3.99],
      [1, 10.39],
    ]);
    const high = await get('/api/products?cid=all&sort=high');
    expect(high.body.items.map((item) => item.id)).toEqual([5, 1, 3, 2, 4, 6]);
  });

  it('filters by brand, colour, size and tags, matching any value in a list', async () => {
    expect(
      (await get('/api/products?brand=glico,lotte')).body.items.map((item) => item.id).sort(),
    ).toEqual([2, 6]);
    expect(
      (await get('/api/products?color=green&color=blue')).body.items.map((item) => item.id).sort(),
    ).toEqual([1, 4]);
    expect((await get('/api/products?size=12%20pack')).body.items.map((item) => item.id)).toEqual([
      1,
    ]);
    expect(
      (await get('/api/products?tags=japan&sort=a-z')).body.items.map((item) => item.id),
    ).toEqual([3, 1]);
    expect((await get('/api/products?collection=on%20sale')).body.total).toBe(1);
  });

  it('sorts by title in the requested language and pages through', async () => {
    const { body } = await get('/api/products?sort=z-a&pageSize=2&page=2');
    expect(body).toMatchObject({ total: 6, page: 2, pageSize: 2, pages: 3 });
    expect(body.items.map((item) => item.title)).toEqual(['Matcha KitKat', 'Hojicha Tea']);
  });

  it('answers in Japanese and in won with no decimals', async () => {
    const { body } = await get<Product>('/api/products/1?lang=ja&currency=KRW');
    expect(body.title).toBe('抹茶キットカット');
    expect(body.price).toBe(14939);
    expect(body.charged).toBe(11949);
    expect(body.currency).toBe('KRW');
  });

  it('filters on the price as shown in the shopper currency', async () => {
    const { body } = await get('/api/products?currency=KRW&minPrice=11949&maxPrice=11949');
    expect(body.items.map((item) => item.id)).toEqual([1]);
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    for (const [query, text] of [
      ['currency=EUR', 'currency must be one of USD, KRW, CNY, JPY'],
      ['minPrice=20&maxPrice=5', 'minPrice must not be above maxPrice'],
      ['sort=cheapest', 'sort'],
      ['pageSize=100', 'pageSize'],
      ['minPrice=abc', 'minPrice'],
      ['lang=fr', 'lang must be one of'],
    ] as const) {
      const { status, body } = await server.request<ApiError>('GET', `/api/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.message, query).toContain(text);
    }
  });

  it('searches titles in any language, case-insensitively, and wants a keyword', async () => {
    const empty = await server.request<ApiError>('GET', '/api/search?keyword=%20');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { code: 'keyword_required', message: 'You have to input keyword.' },
    });
    expect((await get('/api/search?keyword=MATCHA')).body.items.map((item) => item.id)).toEqual([
      1,
    ]);
    expect(
      (await get('/api/search?keyword=%E6%8A%B9%E8%8C%B6')).body.items.map((item) => item.id),
    ).toEqual([1]);
    expect((await get('/api/search?keyword=100%25')).body.total).toBe(0);
  });

  it('shows a product with related ones of its category, and 404 for unknown ids', async () => {
    const { body } = await get<Product>('/api/products/1');
    expect(body.related?.map((item) => item.id)).toEqual([2, 5]);
    expect((await get('/api/products/999')).status).toBe(404);
    expect((await get('/api/products/abc')).status).toBe(404);
  });

  it('counts products per category for the badges, and offers the filter values', async () => {
    const { body } =
      await get<{ cid: string; title: string; badgeValue: number }[]>('/api/categories?lang=ja');
    expect(body[0]).toEqual({ cid: 'all', title: 'すべて', type: 'all', badgeValue: 6 });
    expect(body.find((category) => category.cid === 'sweets')).toMatchObject({
      title: 'お菓子',
      badgeValue: 3,
    });
    const filters = await get<{
      brands: { value: string; count: number }[];
      price: { min: number; max: number };
    }>('/api/filters?cid=sweets');
    expect(filters.body.brands).toEqual([
      { value: 'Glico', count: 1 },
      { value: 'Meiji', count: 1 },
      { value: 'Tohato', count: 1 },
    ]);
    expect(filters.body.price).toEqual({ min: 3.99, max: 24.99 });
  });

  it('searches 100,000 products through the trigram index, not a scan', async () => {
    await sql`
      INSERT INTO products
      SELECT 100000 + n, '{"en-US":"x"}', '{"en-US":"x"}', 'filler product ' || n, 'b', 'b',
        'sweets', '{}', '{}', '{}', '{}', false, 1, '[]', '[]', 100, 0, 100, 1, true, now(), now()
      FROM generate_series(1, 100000) AS n`.execute(server.db);
    await sql`ANALYZE products`.execute(server.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT * FROM products WHERE listed AND search_text LIKE '%matcha%'`.execute(
      server.db,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('products_search_idx');
    expect((await get('/api/search?keyword=matcha')).body.items.map((item) => item.id)).toEqual([
      1,
    ]);
  });
});
