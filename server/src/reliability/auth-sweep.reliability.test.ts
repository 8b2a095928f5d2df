import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../orders/checkout-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';

/** Each request from an address of its own, unless a test means to repeat one. */
let addresses = 0;
const freshAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/**
 * The sign-in surface as an attacker meets it, on a server in production mode: the cookies'
 * flags, the cost of the stored password hashes, the limits' 429s, and answers that do not tell
 * a known e-mail address from an unknown one.
 */
describe('auth sweep', () => {
  let server: TestServer;
  let known: { userId: string; email: string; password: string };

  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      ALLOW_SIMULATORS: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SENSITIVE_PER_ADDRESS: '8',
      RATE_LIMIT_WRITES_PER_ADDRESS: '25',
      RATE_LIMIT_WRITES_PER_ACCOUNT: '1000',
      RATE_LIMIT_CHECKOUTS_PER_ACCOUNT: '3',
    });
    await server.listProducts([testProduct(1, { stock: 1000 })]);
    known = await server.registerUser('known@example.com', 'customer');
    await server.fundWallet(known.userId, 100_000);
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown, address = freshAddress(), token?: string) =>
    server.request('POST', path, {
      body,
      headers: { 'x-forwarded-for': address, 'idempotency-key': idempotencyKey() },
      ...(token && { token }),
    });

  it('sets the session cookie HttpOnly, and every cookie Secure and SameSite, in production', async () => {
    const answer = await post('/api/auth/login', { email: known.email, password: known.password });
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) {
      const flags = cookie
        .toLowerCase()
        .split(';')
        .slice(1)
        .map((flag) => flag.trim());
      expect(flags, cookie).toContain('secure');
      expect(
        flags.some((flag) => /^samesite=(lax|strict)$/.test(flag)),
        cookie,
      ).toBe(true);
    }
    const session = cookies.filter((cookie) => !/csrf/i.test(cookie.split('=')[0] ?? ''));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie.toLowerCase(), cookie).toContain('httponly');
  });

  it('stores passwords as argon2id with at least OWASP’s parameters', async () => {
    const email = 'hashed@example.com';
    expect(
      (
        await post('/api/auth/register', {
          email,
          password: 'a long enough password',
          displayName: 'H',
        })
      ).status,
    ).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await server.db
              .selectFrom('users')
              .select('password_hash')
              .where('email', '=', email)
              .executeTakeFirst()
          )?.password_hash,
      )
      .toEqual(expect.any(String));
    const rows = await server.db.selectFrom('users').select(['email', 'password_hash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
      expect(match, row.email).not.toBeNull();
      const [memoryKiB, iterations, lanes] = (match ?? []).slice(1).map(Number);
      // OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
      expect(memoryKiB, row.email).toBeGreaterThanOrEqual(19_456);
      expect(iterations, row.email).toBeGreaterThanOrEqual(2);
      expect(lanes, row.email).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 429 with Retry-After once a limit is spent', async () => {
    const spend = async (send: () => Promise<{ status: number; headers: Headers }>) => {
      for (let attempt = 0; attempt < 40; attempt++) {
        const answer = await send();
        if (answer.status === 429) return answer;
      }
      return null;
    };
    const address = freshAddress();
    const sensitive = {
      login: () =>
        post('/api/auth/login', { email: 'nobody@example.com', password: 'x'.repeat(12) }, address),
      register: () =>
        post(
          '/api/auth/register',
          {
            email: `r-${addresses}@example.com`,
            password: 'long enough password',
            displayName: 'R',
          },
          address,
        ),
      forgot: () =>
        post('/api/auth/forgot-password', { email: `f-${addresses}@example.com` }, address),
    };
    const checks: [string, () => Promise<{ status: number; headers: Headers }>][] = [
      ...Object.entries(sensitive),
    ];
    const { token } = await server.sessionFor(known.userId);
    const writer = freshAddress();
    checks.push([
      'writes per address',
      () => post('/api/cart', { id: 1, quantity: 1 }, writer, token),
    ]);
    const order = {
      items: [{ id: 1, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: tokyoRecipient,
    };
    checks.push(['checkouts per account', () => post('/api/orders', order, freshAddress(), token)]);
    for (const [name, send] of checks) {
      const blocked = await spend(send);
      expect(blocked?.status, name).toBe(429);
      expect(Number(blocked?.headers.get('retry-after')), name).toBeGreaterThan(0);
    }
  });

  it('answers a known and an unknown e-mail address alike', async () => {
    const unknown = 'stranger@example.com';
    const pairs: [string, (email: string) => Record<string, string>][] = [
      ['/api/auth/login', (email) => ({ email, password: 'not the password' })],
      [
        '/api/auth/register',
        (email) => ({ email, password: 'a long enough password', displayName: 'S' }),
      ],
      ['/api/auth/forgot-password', (email) => ({ email })],
    ];
    const timings: string[] = [];
    for (const [path, body] of pairs) {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let round = 0; round < 5; round++) {
        // Interleaved, so that the machine's load falls on both alike.
        for (const [kind, email] of [
          ['known', known.email],
          ['unknown', round === 0 ? unknown : `stranger-${round}-${path.length}@example.com`],
        ] as const) {
          const started = performance.now();
          const answer = await post(path, body(email));
          times[kind].push(performance.now() - started);
          if (path.endsWith('forgot-password') && round > 0) continue;
          expect({ path, kind, status: answer.status, body: answer.body }).toEqual({
            path,
            kind,
            status: path.endsWith('login') ? 401 : 202,
            body: path.endsWith('login')
              ? {
                  error: {
                    code: 'invalid_credentials',
                    message: 'The e-mail address or password is wrong.',
                  },
                }
              : { ok: true },
          });
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
      const [knownMs, unknownMs] = [median(times.known), median(times.unknown)];
      timings.push(`${path} known ${knownMs.toFixed(0)} ms, unknown ${unknownMs.toFixed(0)} ms`);
      // An answer that skips the password hash for unknown addresses is many times faster.
      expect(Math.max(knownMs, unknownMs), path).toBeLessThan(
        3 * Math.min(knownMs, unknownMs) + 50,
      );
    }
    console.info(`auth sweep, median answer times: ${timings.join('; ')}`);
  });
});
