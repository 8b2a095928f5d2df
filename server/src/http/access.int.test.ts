import { request as httpRequest } from 'node:http';
import { type Role, shopCommands } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { waitForProjection } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import type { Access } from './access.js';

/**
 * The authorisation matrix, generated from the routers the server mounts: every route × every
 * kind of caller × spellings of its path. A route added later is covered as it is; a route
 * without a guard fails the first test.
 */

/** Sellers A and B each own objects; every object a route is called with belongs to A. */
type Caller = 'anonymous' | 'customer' | 'sellerA' | 'sellerB' | 'staff';
const callers: readonly Caller[] = ['anonymous', 'customer', 'sellerA', 'sellerB', 'staff'];
const roleOf = (caller: Exclude<Caller, 'anonymous'>): Role =>
  caller === 'sellerA' || caller === 'sellerB' ? 'seller' : caller;

/** Values for path parameters; any other parameter gets "1". */
const sampleParams: Record<string, string> = {
  orderNumber: '10000000000000001',
  code: 'USD',
  countryCode: 'US',
  file: '1-1.svg',
};

let server: TestServer;
const userIds: Partial<Record<Caller, string>> = {};
/**
 * For each admin route with a parameter that sellers may call: seller A's object, which B must
 * not see (404). The first test fails on a route missing here.
 */
const ownedBySellerA: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  // Thousands of calls from one address: the limits have their own tests (rate-limits.int.test.ts).
  server = await startTestServer({ RATE_LIMITS: 'false' });
  for (const caller of ['customer', 'staff'] as const) {
    userIds[caller] = (await server.registerUser(`${caller}@matrix.test`, caller)).userId;
  }
  // Sellers become sellers the way a customer does, so each has a seller record of their own.
  for (const caller of ['sellerA', 'sellerB'] as const) {
    const { userId } = await server.registerUser(`${caller}@matrix.test`, 'customer');
    userIds[caller] = userId;
    const { token } = await server.sessionFor(userId);
    await server.request('POST', '/api/seller', {
      token,
      body: { wechatId: `wx_${caller}`, wechatNickname: caller },
    });
    await server.fundWallet(userId, 10_000);
  }
  const sellerA = userIds.sellerA ?? '';
  const event = await server.db
    .selectFrom('event_log')
    .select('position')
    .where('stream_name', '=', `seller-${sellerA}`)
    .executeTakeFirstOrThrow();
  const entry = await server.db
    .selectFrom('wallet_entries')
    .select('entry_id')
    .where('owner_id', '=', sellerA)
    .executeTakeFirstOrThrow();
  const orderNumber = '10000000000000042';
  const { position } = await shopCommands(server.store).order(
    orderNumber,
    {
      type: 'PlaceOrder',
      orderNumber,
      customerId: sellerA,
      lines: [
        { productId: 1, variantId: null, title: 'A', quantity: 1, unitMinor: 100, weightGrams: 10 },
      ],
      amounts: {
        currency: 'USD',
        subTotalMinor: 100,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 100,
        totalUsdCents: 100,
      },
      recipient: {
        fullName: 'A',
        phone: '1',
        postalCode: '1',
        country: 'US',
        city: 'A',
        address: 'A',
      },
      courier: { id: 1, name: 'Japan Post EMS' },
      paymentMethod: 'wallet',
      origin: 'http://localhost',
    },
    testMetadata(),
  );
  if (position) await waitForProjection(server.db, 'orders', position);
  Object.assign(ownedBySellerA, {
    '/api/admin/orders/:orderNumber': { orderNumber },
    '/api/admin/events/:id': { id: String(event.position) },
    '/api/admin/sellers/:id': { id: sellerA },
    '/api/admin/ledger/:id': { id: `${sellerA}:${entry.entry_id}` },
    '/api/admin/wallets/:accountId': { accountId: sellerA },
  });
}, 60_000);
afterAll(() => server?.close());

/** The path with its parameters filled in, and which of its segments are fixed words. */
function concrete(template: string): { path: string; fixed: boolean[] } {
  const segments = template.split('/').slice(1);
  const owned = ownedBySellerA[template] ?? {};
  return {
    path: `/${segments
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const name = segment.slice(1);
        return encodeURIComponent(owned[name] ?? sampleParams[name] ?? '1');
      })
      .join('/')}`,
    fixed: segments.map((segment) => !segment.startsWith(':')),
  };
}

/** Other spellings of a path that must not reach the route: each answers 404. */
function pathVariants(template: string): string[] {
  const { path, fixed } = concrete(template);
  const segments = path.split('/').slice(1);
  const join = (parts: readonly string[]) => `/${parts.join('/')}`;
  const variants = new Set<string>();
  const withSegment = (index: number, value: string) =>
    join(segments.map((segment, i) => (i === index ? value : segment)));
  segments.forEach((segment, index) => {
    if (!fixed[index] || !/^[a-z]/i.test(segment)) return;
    const first = segment[0] ?? '';
    const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
    variants.add(withSegment(index, flipped + segment.slice(1)));
    variants.add(withSegment(index, segment.toUpperCase()));
    const encoded = `%${first.charCodeAt(0).toString(16).padStart(2, '0')}`;
    variants.add(withSegment(index, encoded + segment.slice(1)));
    variants.add(withSegment(index, encoded.toUpperCase() + segment.slice(1)));
  });
  for (let index = 0; index < segments.length; index++) {
    const head = join(segments.slice(0, index + 1));
    const tail = segments.slice(index + 1).join('/');
    const rest = tail ? `/${tail}` : '';
    variants.add(`${head}/.${rest}`);
    if (tail) {
      variants.add(`${head}//${tail}`);
      variants.add(`${head}%2F${tail}`);
      variants.add(`${head}%2f${tail}`);
      variants.add(`${head}/x/..${rest}`);
    }
  }
  variants.add(`/${path}`);
  variants.add(`${path}/`);
  variants.delete(path);
  return [...variants];
}

async function send(
  method: string,
  path: string,
  caller: Caller,
): Promise<{ status: number; body: string }> {
  const token =
    caller === 'anonymous' ? null : (await server.sessionFor(userIds[caller] ?? '')).token;
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    // node:http sends the path exactly as given: no normalisation of case, dots or slashes.
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body && { 'content-type': 'application/json', 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Want = 'answer' | 401 | 403 | 404;

/** What a caller must get on the route's own path (with seller A's object, if it takes one). */
function expected(access: Access, caller: Caller, template?: string): Want {
  if (access.kind === 'public') return 'answer';
  if (caller === 'anonymous') return 401;
  const role = roleOf(caller);
  if (access.roles.length > 0 && !access.roles.includes(role)) return 403;
  if (template && ownedBySellerA[template] && caller === 'sellerB') return 404;
  return 'answer';
}

function answers(want: Want, status: number): boolean {
  return want === 'answer' ? status !== 401 && status !== 403 && status < 500 : status === want;
}

/** Admin routes that take an object and let sellers in: each must be checked for its owner. */
function sellerObjectRoutes() {
  return server.routes.filter(
    (route) =>
      route.path.startsWith('/api/admin/') &&
      route.path.includes('/:') &&
      route.access?.kind === 'signed-in' &&
      (route.access.roles.length === 0 || route.access.roles.includes('seller')),
  );
}

/** Whether a raw request path is a route's path, as the router matches it (exactly). */
function matches(template: string, path: string): boolean {
  const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** Runs `tasks` a few at a time. */
async function inBatches<T>(tasks: readonly (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}

describe('authorisation matrix', () => {
  it('finds the routes, and every one declares its guard', () => {
    expect(server.routes.length).toBeGreaterThan(40);
    expect(server.routes.filter((route) => route.access === null)).toEqual([]);
    const admin = server.routes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(5);
    for (const route of admin) expect(route.access?.kind, route.path).toBe('signed-in');
  });

  it('knows seller A’s object for every admin route a seller may call with one', () => {
    const missing = sellerObjectRoutes()
      .map((route) => route.path)
      .filter((path) => !ownedBySellerA[path]);
    expect(missing).toEqual([]);
  });

  it('shows seller A their own objects, as staff see them', async () => {
    const wrong = [];
    for (const route of sellerObjectRoutes().filter((route) => route.method === 'GET')) {
      for (const caller of ['sellerA', 'staff'] as const) {
        const { status } = await send(route.method, concrete(route.path).path, caller);
        if (status !== 200) wrong.push(`${route.method} ${route.path} as ${caller}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers each caller on each route as its guard says', { timeout: 60_000 }, async () => {
    const mismatches = await inBatches(
      server.routes.flatMap((route) =>
        callers.map((caller) => async () => {
          const want = expected(route.access ?? { kind: 'public' }, caller, route.path);
          const { status } = await send(route.method, concrete(route.path).path, caller);
          return answers(want, status)
            ? null
            : `${route.method} ${route.path} as ${caller}: ${status}, want ${want}`;
        }),
      ),
    );
    expect(mismatches.filter(Boolean)).toEqual([]);
  });

  it('answers 404 to every other spelling of an API path, whoever calls', {
    // Five callers on every spelling of every route: thousands of requests on a shared machine.
    timeout: 420_000,
  }, async () => {
    const api = server.routes.filter((route) => route.path.startsWith('/api/'));
    const tasks = api.flatMap((route) =>
      pathVariants(route.path).flatMap((variant) =>
        callers.map((caller) => async () => {
          const { status, body } = await send(route.method, variant, caller);
          // A spelling may be another route's own path (`/api/orders/.` is an order number):
          // then that route's guard answers.
          const other = server.routes.filter((candidate) => matches(candidate.path, variant));
          const same = other.find((candidate) => candidate.method === route.method);
          const ok = same
            ? answers(expected(same.access ?? { kind: 'public' }, caller), status)
            : other.length > 0
              ? status === 405
              : status === 404 && body.includes('"not_found"');
          return ok ? null : `${route.method} ${variant} as ${caller}: ${status}`;
        }),
      ),
    );
    expect(tasks.length).toBeGreaterThan(1000);
    const mismatches = await inBatches(tasks);
    expect(mismatches.filter(Boolean)).toEqual([]);
  });
});

describe('path variants', () => {
  it('spells a path in other cases, encodings, slashes and dots', () => {
    const variants = pathVariants('/api/admin/products/:id');
    for (const variant of [
      '/api/Admin/products/1',
      '/API/admin/products/1',
      '/api/%61dmin/products/1',
      '/api/admin/products/1/',
      '/api//admin/products/1',
      '//api/admin/products/1',
      '/api/./admin/products/1',
      '/api/x/../admin/products/1',
      '/api%2Fadmin/products/1',
    ]) {
      expect(variants).toContain(variant);
    }
    expect(variants).not.toContain('/api/admin/products/1');
  });
});
