import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testMetadata } from '../../testing/test-events.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Other processes learn of appends through NOTIFY: fewer notifications than appends under load,
 * but always one after the last append, so a subscriber elsewhere never waits for its poll.
 */
describe("other processes' wake-up", () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let elsewhere: pg.Client;
  const heard: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url });
    elsewhere = new pg.Client({ connectionString: database.url });
    await elsewhere.connect();
    elsewhere.on('notification', () => heard.push(performance.now()));
    await elsewhere.query('LISTEN shop_events');
  });
  afterAll(async () => {
    await elsewhere?.end();
    await store?.close();
    await database?.drop();
  });

  it('sends fewer notifications than appends, and one after the last', async () => {
    const appends = 200;
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let index = next++; index < appends; index = next++) {
          await store.append(
            `cart-${index}`,
            [{ type: 'ItemAdded', data: { index }, metadata: testMetadata() }],
            { expectedRevision: 'no_stream' },
          );
        }
      }),
    );
    const lastAppended = performance.now();
    await expect
      .poll(() => heard.filter((at) => at >= lastAppended).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    expect(heard.length).toBeLessThan(appends);
  });
});
