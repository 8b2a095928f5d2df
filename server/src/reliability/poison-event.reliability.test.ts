import { randomUUID } from 'node:crypto';
import {
  type ChildService,
  runChildScript,
  startChildService,
  testMetadata,
} from '@shop/core/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../orders/checkout-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { projectionsCaughtUp } from './settled.js';

/**
 * A poison event (one a projection cannot apply) is set aside in the dead-letter table; the
 * other projections, and the same projection's later events, go on; a shopper whose own write
 * could not be shown is told so (503 naming the event) rather than shown a view without it; a
 * rebuild stops with an error naming the event.
 */
describe('a poison event', () => {
  let server: TestServer;
  let projections: ChildService | null = null;
  let customer: { userId: string; token: string };
  let other: { userId: string; token: string };

  beforeAll(async () => {
    server = await startTestServer({}, { projections: false });
    projections = await startChildService('projections/src/projections.main.ts', {
      env: { DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'info' },
      readyWhen: 'projections started',
    });
    await server.listProducts([testProduct(1, { priceCents: 500, stock: 100 })]);
    for (const name of ['poison-a', 'poison-b']) {
      const { userId } = await server.registerUser(`${name}@example.com`, 'customer');
      await server.fundWallet(userId, 10_000);
      const shopper = { userId, token: (await server.sessionFor(userId)).token };
      if (name === 'poison-a') customer = shopper;
      else other = shopper;
    }
  });

  afterAll(async () => {
    await projections?.kill();
    await server?.close();
  });

  it('is dead-lettered while the other projections go on', async () => {
    // An order placed without its lines and amounts: the orders view cannot store it.
    const poison = { id: randomUUID(), stream: 'order-10000000000000099' };
    await server.store.append(
      poison.stream,
      [
        {
          id: poison.id,
          type: 'OrderPlaced',
          data: { orderNumber: '10000000000000099' },
          metadata: testMetadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await expect
      .poll(() =>
        server.db
          .selectFrom('projection_dead_letters')
          .select(['projection', 'event_id', 'stream_name'])
          .execute(),
      )
      .toEqual([{ projection: 'orders', event_id: poison.id, stream_name: poison.stream }]);
    // The audit view, another projection, holds the event as it holds any other.
    await expect
      .poll(
        async () =>
          (
            await server.db
              .selectFrom('event_log')
              .select('event_id')
              .where('event_id', '=', poison.id)
              .execute()
          ).length,
      )
      .toBe(1);

    // The orders view itself goes on with the next order.
    const placed = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
      token: customer.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        items: [{ id: 1, quantity: 2 }],
        currency: 'USD',
        paymentMethod: 'wallet',
        recipient: tokyoRecipient,
      },
    });
    expect(placed.status).toBe(201);
    const shown = await server.request<{ orderNumber: string }>(
      'GET',
      `/api/orders/${placed.body.orderNumber}`,
      { token: customer.token },
    );
    expect(shown.status).toBe(200);
    await projectionsCaughtUp(server);
  });

  it('answers the shopper whose write it was with 503 naming the event', async () => {
    // The carts view refuses a line of 7 units, as a handler with a bug would throw on it.
    await sql`
      CREATE FUNCTION refuse_seven() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF jsonb_path_exists(NEW.lines, '$[*] ? (@.quantity == 7)') THEN
          RAISE EXCEPTION 'the carts view cannot hold 7 units';
        END IF;
        RETURN NEW;
      END $$`.execute(server.db);
    await sql`
      CREATE TRIGGER refuse_seven BEFORE INSERT OR UPDATE ON carts
      FOR EACH ROW EXECUTE FUNCTION refuse_seven()`.execute(server.db);
    try {
      const refused = await server.request('POST', '/api/cart', {
        token: customer.token,
        body: { id: 1, quantity: 7 },
      });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('read_model_failed');
      const letter = await server.db
        .selectFrom('projection_dead_letters')
        .select(['event_id', 'type', 'error'])
        .where('projection', '=', 'carts')
        .executeTakeFirstOrThrow();
      expect(letter.error).toContain('cannot hold 7 units');
      expect(refused.body.error.message).toContain(letter.event_id);
      expect(refused.body.error.message).toContain(letter.type);

      // Another shopper's cart, in the same view, is shown as usual.
      const fine = await server.request<{ lines?: unknown[] }>('POST', '/api/cart', {
        token: other.token,
        body: { id: 1, quantity: 2 },
      });
      expect(fine.status).toBe(200);
    } finally {
      await sql`DROP TRIGGER refuse_seven ON carts`.execute(server.db);
      await sql`DROP FUNCTION refuse_seven()`.execute(server.db);
    }
  });

  it('stops a rebuild with an error naming the event', async () => {
    await projectionsCaughtUp(server);
    await projections?.stop();
    const poison = await server.db
      .selectFrom('projection_dead_letters')
      .select(['event_id', 'stream_name'])
      .where('projection', '=', 'orders')
      .executeTakeFirstOrThrow();
    const rebuild = await runChildScript('projections/src/rebuild.main.ts', {
      env: { DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'silent' },
      args: ['orders'],
    });
    expect(rebuild.code).toBe(1);
    expect(rebuild.output).toContain(
      `Projection orders failed on event OrderPlaced ${poison.event_id} (${poison.stream_name} revision 0)`,
    );
  });
});
