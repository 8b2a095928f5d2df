import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createDatabase,
  createLogger,
  type Database,
  listProduct,
  newSellerKeysSecret,
  PostgresEventStore,
  shopCommands,
} from '@shop/core';
import { reliabilitySize, superviseChildService, testMetadata } from '@shop/core/testing';
import { createPayPalSimulator } from '@shop/workers';
import Koa from 'koa';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { freePort, restartablePostgres, restartableRedis } from './backing-services.js';
import { projectionsCaughtUp } from './settled.js';
import { runShopLoad, type Shopper } from './shop-load.js';

const rounds = reliabilitySize({ quick: 1, full: 3 });
/** How long the shop may take to answer again once its database or Redis is back. */
const recoveryLimitMs = 60_000;

type Supervised = Awaited<ReturnType<typeof superviseChildService>>;

/**
 * The production layout (server, projections and workers as processes of their own, jobs on
 * Redis) over a PostgreSQL and a Redis of the test's own, which are restarted while shoppers
 * check out and ask for password-reset mails. The services are kept running as the compose
 * file's restart policy would. After each restart the shop answers again within 60 s; at the end
 * every order it accepted has been paid or cancelled (no event lost, its workflow finished) and
 * every reset mail it accepted has been delivered (no job lost).
 */
describe('PostgreSQL and Redis restarted during load', () => {
  const logger = createLogger('reliability', 'silent');
  let postgres: Awaited<ReturnType<typeof restartablePostgres>>;
  let redis: Awaited<ReturnType<typeof restartableRedis>>;
  const services: Supervised[] = [];
  let base: string;
  let db: Kysely<Database>;
  let store: PostgresEventStore;
  let paypal: Server;

  beforeAll(async () => {
    // The workers service takes PayPal's address from its settings: a simulator of the test's.
    const paypalCredentials = { clientId: 'restart-test', clientSecret: 'restart-test-secret' };
    const app = new Koa();
    app.use(createPayPalSimulator({ basePath: '', ...paypalCredentials }).routes());
    paypal = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => paypal.once('listening', resolve));
    postgres = await restartablePostgres(logger);
    redis = await restartableRedis();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'false',
      MAX_UNPAID_ORDERS: '1000',
      SELLER_KEYS_SECRET: newSellerKeysSecret(),
      JOB_LOCK_SECONDS: '5',
      PAYPAL_API_URL: `http://127.0.0.1:${(paypal.address() as { port: number }).port}`,
      PAYPAL_CLIENT_ID: paypalCredentials.clientId,
      PAYPAL_CLIENT_SECRET: paypalCredentials.clientSecret,
    };
    // The server migrates the database first; the others then start side by side.
    services.push(
      await superviseChildService('server/src/server.main.ts', {
        env,
        readyWhen: 'server started',
      }),
    );
    services.push(
      ...(await Promise.all([
        superviseChildService('projections/src/projections.main.ts', {
          env,
          readyWhen: 'projections started',
        }),
        superviseChildService('workers/src/workers.main.ts', { env, readyWhen: 'workers started' }),
      ])),
    );
    db = createDatabase(postgres.url, { poolSize: 4 });
    store = await PostgresEventStore.connect({ connectionString: postgres.url, poolSize: 2 });
  });

  afterAll(async () => {
    for (const service of services) await service.kill();
    await store?.close();
    await db?.destroy();
    await redis?.close();
    await postgres?.close();
    paypal?.close();
  });

  async function json(method: string, path: string, body?: unknown, token?: string) {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    } catch {
      return { status: 0, body: null };
    }
  }

  async function signUp(email: string): Promise<Shopper> {
    const password = 'a long enough password';
    expect(
      (await json('POST', '/api/auth/register', { email, password, displayName: 'R' })).status,
    ).toBe(202);
    for (let attempt = 0; attempt < 100; attempt++) {
      const login = await json('POST', '/api/auth/login', { email, password });
      const body = login.body as { token?: string; user?: { id: string } };
      if (login.status === 200 && body.token && body.user) {
        return { userId: body.user.id, token: body.token };
      }
      await sleep(200);
    }
    throw new Error(`${email} could not sign in`);
  }

  /** Milliseconds until the shop lists its products and takes a cart write again. */
  async function timeToAnswer(shopper: Shopper): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 2 * recoveryLimitMs) {
      const products = await json('GET', '/api/products');
      const cart = await json('POST', '/api/cart', { id: 1, quantity: 1 }, shopper.token);
      if (products.status === 200 && cart.status === 200) return performance.now() - started;
      await sleep(250);
    }
    return Number.POSITIVE_INFINITY;
  }

  it(`answers within 60 s of ${rounds} restart(s) of each, losing no event and no job`, async () => {
    for (const productId of [1, 2, 3]) {
      await listProduct(
        store,
        testProduct(productId, { priceCents: 400, stock: 100_000 }),
        testMetadata(),
      );
    }
    const shoppers: (Shopper & { email: string })[] = [];
    for (let index = 0; index < 10; index++) {
      const email = `restart-${index}@example.com`;
      const shopper = await signUp(email);
      await shopCommands(store).wallet(
        shopper.userId,
        {
          type: 'CreditWallet',
          entryId: `funding-${randomUUID()}`,
          amountCents: 1_000_000,
          code: 'ADJUSTMENT',
          remark: 'Test funding',
        },
        testMetadata(),
      );
      shoppers.push({ ...shopper, email });
    }

    const stopLoad = new AbortController();
    const load = runShopLoad({
      base,
      shoppers,
      productIds: [1, 2, 3],
      signal: stopLoad.signal,
      minVisits: 40,
      width: 4,
    });
    // Password-reset mails, one per shopper, spread over the restarts: each goes through Redis.
    const resetsAccepted: string[] = [];
    const resets = (async () => {
      for (const shopper of shoppers) {
        if (stopLoad.signal.aborted) break;
        const answer = await json('POST', '/api/auth/forgot-password', { email: shopper.email });
        if (answer.status === 202) resetsAccepted.push(shopper.email);
        await sleep(2_000);
      }
    })();

    const recoveries: string[] = [];
    const probe = shoppers[0] as Shopper;
    for (let round = 0; round < rounds; round++) {
      for (const [name, backing] of [
        ['PostgreSQL', postgres],
        ['Redis', redis],
      ] as const) {
        await sleep(2_000 + Math.random() * 3_000);
        await backing.restart(500 + Math.random() * 2_500);
        const took = await timeToAnswer(probe);
        recoveries.push(`${name} ${(took / 1000).toFixed(1)} s`);
        expect(took, `the shop answered again ${took} ms after ${name} came back`).toBeLessThan(
          recoveryLimitMs,
        );
      }
    }
    await sleep(3_000);
    stopLoad.abort();
    await resets;
    const report = await load;
    expect(report.placedOrders.length, JSON.stringify(report.answers)).toBeGreaterThan(5);
    expect(resetsAccepted.length).toBeGreaterThan(0);
    // While a backing service is down the shop says so (503, try again), never 500.
    expect(report.answers['500'], JSON.stringify(report.answers)).toBeUndefined();

    await projectionsCaughtUp({ db, store });
    // Every accepted order was paid from the wallet or cancelled: its workflow ran to the end.
    await expect
      .poll(
        async () => {
          const rows = await db
            .selectFrom('orders')
            .select(['order_number', 'status', 'payment_status'])
            .where('order_number', 'in', report.placedOrders)
            .execute();
          const done = rows.filter(
            (row) => row.status === 'Cancelled' || row.payment_status === 'paid',
          );
          return report.placedOrders.filter(
            (number) => !done.some((row) => row.order_number === number),
          );
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toEqual([]);
    // Every accepted reset mail was delivered (into the local outbox, the mail transport here).
    await expect
      .poll(
        async () => {
          const rows = await db.selectFrom('mail_outbox').select('recipient').execute();
          return resetsAccepted.filter((email) => !rows.some((row) => row.recipient === email));
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toEqual([]);
    console.info(
      `restarts: ${rounds} round(s); back within ${recoveries.join(', ')}; ${report.placedOrders.length} orders accepted and all finished; ${resetsAccepted.length} reset mails accepted and all delivered; service restarts ${services.map((service) => service.restarts).join('/')} (server/projections/workers); answers ${JSON.stringify(report.answers)}`,
    );
  });
});
