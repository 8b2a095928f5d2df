import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabasePool, createLogger } from '@shop/core';
import { type ChildService, reliabilitySize, startChildService } from '@shop/core/testing';
import { allProjections, rebuildProjection } from '@shop/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { readModelHashes } from './read-model-hashes.js';
import { projectionsCaughtUp, workflowsSettled } from './settled.js';
import { runShopLoad, type Shopper } from './shop-load.js';

const kills = reliabilitySize({ quick: 3, full: 20 });

/**
 * The projections service runs in a process of its own and is killed with SIGKILL at random
 * points while shoppers fill carts, check out and cancel. Once the load is over and the last
 * life has caught up, every read-model table must hold exactly what a clean rebuild from the
 * events writes (compared by a hash of each table), and nothing may be dead-lettered.
 */
describe('projections killed at random points during load', () => {
  let server: TestServer;
  let projections: ChildService | null = null;
  const startProjectionsProcess = () =>
    startChildService('projections/src/projections.main.ts', {
      env: { DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'info' },
      readyWhen: 'projections started',
    });

  beforeAll(async () => {
    server = await startTestServer({ MAX_UNPAID_ORDERS: '1000' }, { projections: false });
    projections = await startProjectionsProcess();
    await server.listProducts([
      testProduct(1, { priceCents: 500, stock: 100_000 }),
      testProduct(2, { priceCents: 700, stock: 100_000 }),
      testProduct(3, { priceCents: 300, stock: 1000 }),
    ]);
  });

  afterAll(async () => {
    await projections?.kill();
    await server?.close();
  });

  it(`read models equal a clean rebuild's after ${kills} kills`, async () => {
    const shoppers: Shopper[] = [];
    for (let index = 0; index < 12; index++) {
      const { userId } = await server.registerUser(`killed-${index}@example.com`, 'customer');
      await server.fundWallet(userId, 1_000_000);
      shoppers.push({ userId, token: (await server.sessionFor(userId)).token });
    }

    const stopLoad = new AbortController();
    const load = runShopLoad({
      base: server.base,
      shoppers,
      productIds: [1, 2, 3],
      signal: stopLoad.signal,
      minVisits: 60,
    });
    const eventsAtKills: number[] = [];
    for (let kill = 0; kill < kills; kill++) {
      await sleep(300 + Math.random() * 2500);
      eventsAtKills.push(await server.store.countAfter({ commit: 0n, prepare: 0n }));
      await projections?.kill();
      await sleep(Math.random() * 300);
      projections = await startProjectionsProcess();
    }
    stopLoad.abort();
    const report = await load;
    // The kills fell while events kept coming.
    expect(new Set(eventsAtKills).size).toBe(kills);
    // Orders placed while the orders view was down answered 503 (saved, not shown yet): count
    // them in the event store.
    const { rows } = await sql<{ placed: number }>`
      SELECT count(*)::int AS placed FROM events WHERE type = 'OrderPlaced'`.execute(server.db);
    const placed = rows[0]?.placed ?? 0;
    expect(placed, JSON.stringify(report.answers)).toBeGreaterThan(10);

    await workflowsSettled(server);
    await projectionsCaughtUp(server);
    await projections?.stop();
    const head = await server.store.headPosition();
    const live = await readModelHashes(server.db);

    const deadLetters = await server.db
      .selectFrom('projection_dead_letters')
      .select(['projection', 'type', 'error'])
      .execute();
    expect(deadLetters).toEqual([]);

    const pool = createDatabasePool(server.databaseUrl, { poolSize: 4 });
    try {
      for (const projection of allProjections) {
        await rebuildProjection({
          store: server.store,
          pool,
          projection,
          logger: createLogger('rebuild', 'silent'),
        });
      }
    } finally {
      await pool.end();
    }
    // Nothing was appended meanwhile: both sides were made from the same events.
    expect(await server.store.headPosition()).toEqual(head);
    expect(live).toEqual(await readModelHashes(server.db));
    console.info(
      `projections crash: ${kills} kills, ${placed} orders placed, answers ${JSON.stringify(report.answers)}, ${Object.keys(live).length} tables equal to a rebuild; events at the kills: ${eventsAtKills.join(', ')}`,
    );
  });
});
