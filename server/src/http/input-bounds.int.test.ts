import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';

/** Values a careless or hostile client sends where a number or a short text belongs. */
const nasty = [
  '1e12',
  '3000000000',
  '99999999999',
  '9223372036854775808',
  '1e400',
  '-1',
  '-3000000000',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  'a%00b',
  '%C0%80',
  '%FF',
  '9'.repeat(400),
  '[1,2]',
  '["id","ASC"]',
  '[0,3000000000]',
  '[-5,99999999999]',
  '{"id":[99999999999]}',
  '{"q":"%00"}',
];

const queryNames = ['page', 'minPrice', 'maxPrice', 'idIn', 'keyword', 'range', 'filter'];

/** Fewer for each query parameter, which every GET route is tried with. */
const nastyInQuery = [
  '1e12',
  '99999999999',
  '-1',
  '1e400',
  '%00',
  '[0,3000000000]',
  '{"id":[99999999999]}',
];

const bodyNumbers = [1e12, 3e9, 99999999999, -3e9, 1.5, 1e308];

describe('input bounds', () => {
  let server: TestServer;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'false' });
    const staffUser = await server.registerUser('bounds-staff@example.com', 'staff');
    const customerUser = await server.registerUser('bounds-customer@example.com', 'customer');
    staff = (await server.sessionFor(staffUser.userId)).token;
    customer = (await server.sessionFor(customerUser.userId)).token;
  });
  afterAll(() => server.close());

  const tokenFor = (path: string) => (path.startsWith('/api/admin') ? staff : customer);

  it('answers the reported inputs with 400', async () => {
    for (const path of [
      '/api/products?maxPrice=1e12',
      '/api/products?minPrice=99999999999999',
      '/api/search?keyword=%00',
      '/api/search?keyword=matcha%00',
    ]) {
      const answer = await server.request('GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.error.code).toEqual(expect.any(String));
    }
    // An id no row can have is a product that does not exist.
    for (const path of ['/api/products/3000000000', '/api/products/99999999999']) {
      expect((await server.request('GET', path)).status).toBe(404);
    }
    const nulInBody = await server.request('POST', '/api/auth/register', {
      body: { email: 'nul@example.com', password: 'long enough password', displayName: 'A\u0000B' },
    });
    expect(nulInBody.status).toBe(400);
    expect(nulInBody.body.error.code).toBe('invalid_character');
    const renewed = await server.request('POST', '/api/cart-renewed', {
      token: customer,
      body: { idIn: [99999999999] },
    });
    expect(renewed.status).toBe(400);
  });

  it('never answers 500 to an out-of-range number or a NUL in a path or query', async () => {
    const requests = server.routes.flatMap((route) => {
      const paths = route.path.includes(':')
        ? nasty.map((value) => route.path.replace(/:\w+/g, value))
        : [route.path];
      const withQueries = [
        ...paths,
        ...queryNames.flatMap((name) =>
          nastyInQuery.map((value) => `${route.path.replace(/:\w+/g, '1')}?${name}=${value}`),
        ),
      ];
      return (route.method === 'GET' ? withQueries : paths).map((path) => ({
        method: route.method,
        path,
      }));
    });
    const failures: string[] = [];
    await inParallel(requests, 8, async ({ method, path }) => {
      const answer = await server.request(method, path, {
        token: tokenFor(path),
        ...(method !== 'GET' && { body: {} }),
      });
      if (answer.status >= 500) failures.push(`${method} ${path} -> ${answer.status}`);
    });
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 500 to out-of-range numbers in a JSON body', async () => {
    const failures: string[] = [];
    const writes = server.routes.filter((route) => route.method !== 'GET');
    for (const route of writes) {
      const path = route.path.replace(/:\w+/g, '1');
      for (const value of bodyNumbers) {
        const body = {
          id: value,
          variantId: value,
          quantity: value,
          amount: value,
          amountCents: value,
          subTotal: value,
          shippingFee: value,
          courierId: value,
          stock: value,
          price: value,
          items: [{ id: value, quantity: value }],
          countryCode: 'US',
          currency: 'USD',
        };
        const answer = await server.request(route.method, path, { token: tokenFor(path), body });
        if (answer.status >= 500)
          failures.push(`${route.method} ${path} ${value} -> ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

async function inParallel<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await each(item);
      }
    }),
  );
}
