import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface AdminProduct {
  id: number;
  title: Record<string, string>;
  price: number;
  discount: number;
  charged: number;
  stock: number;
  listed: boolean;
  brand: string;
}

const newProduct = {
  id: 500,
  title: { 'en-US': 'Yuzu Candy', ja: 'ゆずキャンディ' },
  description: { 'en-US': 'Citrus drops from Kochi.' },
  brand: 'Kasugai',
  category: 'sweets',
  collections: ['new arrival'],
  tags: ['yuzu'],
  isNew: true,
  weightGrams: 100,
  variants: [{ variantId: 1, sku: 'YUZU-1', size: 'single', color: 'yellow', imageId: 1 }],
  images: [{ imageId: 1, alt: 'yellow', variantIds: [1] }],
  price: 4.5,
  discount: 0,
  stock: 30,
};

describe('/api/admin/products', () => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.registerUser('staff@example.com', 'staff');
    await server.registerUser('seller@example.com', 'seller');
    await server.listProducts([
      testProduct(1),
      testProduct(2, { brand: 'Glico', priceCents: 399 }),
    ]);
    staff = (await server.login('staff@example.com')).token;
  });
  afterAll(() => server.close());

  it('lists products for staff only', async () => {
    const list = await fetch(
      `${server.base}/api/admin/products?sort=${encodeURIComponent('["price","DESC"]')}`,
      {
        headers: { authorization: `Bearer ${staff}` },
      },
    );
    expect(list.headers.get('content-range')).toBe('products 0-1/2');
    expect(((await list.json()) as AdminProduct[]).map((product) => product.id)).toEqual([1, 2]);
    const seller = (await server.login('seller@example.com')).token;
    expect((await server.request('GET', '/api/admin/products', { token: seller })).status).toBe(
      403,
    );
  });

  it('lists a new product through a command and answers with it', async () => {
    const created = await server.request<AdminProduct>('POST', '/api/admin/products', {
      body: newProduct,
      token: staff,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: 500,
      price: 4.5,
      stock: 30,
      listed: true,
      title: newProduct.title,
    });
    const shop = await server.request<{ title: string }>('GET', '/api/products/500?lang=ja');
    expect(shop.body.title).toBe('ゆずキャンディ');
    const again = await server.request<ApiError>('POST', '/api/admin/products', {
      body: newProduct,
      token: staff,
    });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Product 500 already exists.');
  });

  it("refuses the spec sample data's mistakes with the rule it breaks", async () => {
    const dangling = {
      ...newProduct,
      id: 501,
      images: [{ imageId: 1, alt: 'yellow', variantIds: [1, 9] }],
    };
    const { status, body } = await server.request<ApiError>('POST', '/api/admin/products', {
      body: dangling,
      token: staff,
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe(
      'Image 1 points at variant 9, which this product does not have.',
    );
    const badPrice = await server.request<ApiError>('POST', '/api/admin/products', {
      body: { ...newProduct, id: 502, price: 4.555 },
      token: staff,
    });
    expect(badPrice.status).toBe(400);
  });

  it('keeps a product video that the storefront shows, and refuses an unsafe address', async () => {
    const current = (
      await server.request<Record<string, unknown>>('GET', '/api/admin/products/1', {
        token: staff,
      })
    ).body;
    expect(current.videoUrl).toBe('');
    const unsafe = await server.request<ApiError>('PUT', '/api/admin/products/1', {
      body: { ...current, videoUrl: 'javascript:alert(1)' },
      token: staff,
    });
    expect(unsafe.status).toBe(400);
    const saved = await server.request<Record<string, unknown>>('PUT', '/api/admin/products/1', {
      body: { ...current, videoUrl: '/videos/product-1.mp4' },
      token: staff,
    });
    expect(saved.body.videoUrl).toBe('/videos/product-1.mp4');
    const shown = await server.request<{ video?: string }>('GET', '/api/products/1');
    expect(shown.body.video).toBe('/videos/product-1.mp4');

    const removed = await server.request<Record<string, unknown>>('PUT', '/api/admin/products/1', {
      body: { ...current, videoUrl: '' },
      token: staff,
    });
    expect(removed.body.videoUrl).toBe('');
    expect((await server.request<{ video?: string }>('GET', '/api/products/1')).body.video).toBe(
      undefined,
    );
  });

  it('changes price and stock as commands, and delists', async () => {
    const current = (
      await server.request<AdminProduct & Record<string, unknown>>('GET', '/api/admin/products/2', {
        token: staff,
      })
    ).body;
    const updated = await server.request<AdminProduct>('PUT', '/api/admin/products/2', {
      body: {
        ...current,
        price: 5,
        discount: 10,
        stockDelta: -4,
        stockReason: 'damaged in storage',
      },
      token: staff,
    });
    expect(updated.body).toMatchObject({ price: 5, discount: 10, charged: 4.5, stock: 6 });
    const tooMany = await server.request<ApiError>('PUT', '/api/admin/products/2', {
      body: { ...current, price: 5, discount: 10, stockDelta: -7, stockReason: 'recount' },
      token: staff,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe('Only 6 in stock: cannot take away 7.');

    // The event log is another projection: it may be a moment behind the products. The edit is
    // one append on the product's stream; the stock change, one on its stock stream.
    const typesOf = async (stream: string) => {
      const filter = encodeURIComponent(JSON.stringify({ stream_name: stream }));
      const events = await server.request<{ type: string }[]>(
        'GET',
        `/api/admin/events?filter=${filter}`,
        { token: staff },
      );
      return events.body.map((event) => event.type);
    };
    let types: string[] = [];
    for (let attempt = 0; attempt < 100 && types.length < 4; attempt++) {
      types = [...(await typesOf('product-2')), ...(await typesOf('stock-2'))].sort();
      if (types.length < 4) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(types).toEqual([
      'ProductListed',
      'ProductPriceChanged',
      'StockAdjusted',
      'StockReceived',
    ]);

    const delisted = await server.request<AdminProduct>('DELETE', '/api/admin/products/2', {
      token: staff,
    });
    expect(delisted.body.listed).toBe(false);
    expect((await server.request('GET', '/api/products/2')).status).toBe(404);
  });
});
