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
 * other projections, and the same projection's later events, go on; a writer whose own write
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

  it('answers the writer whose write it was with 503 naming the event', async () => {
    // Cart writes answer from the cart's own stream; a staff adjustment is shown from the
    // ledger view, so its writer waits for that view. The view refuses one remark, as a handler
    // with a bug would throw on it.
    await sql`
      CREATE FUNCTION refuse_remark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.remark = 'poison remark' THEN
          RAISE EXCEPTION 'the ledger view cannot hold this remark';
        END IF;
        RETURN NEW;
      END $$`.execute(server.db);
    await sql`
      CREATE TRIGGER refuse_remark BEFORE INSERT OR UPDATE ON wallet_entries
      FOR EACH ROW EXECUTE FUNCTION refuse_remark()`.execute(server.db);
    try {
      await server.registerUser('poison-staff@shop.example', 'staff');
      const staff = await server.login('poison-staff@shop.example');
      const adjust = (accountId: string, remark: string) =>
        server.request('POST', '/api/admin/ledger', {
          token: staff.token,
          body: { accountId, direction: 'credit', amount: 7, remark },
        });
      const refused = await adjust(customer.userId, 'poison remark');
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('read_model_failed');
      const letter = await server.db
        .selectFrom('projection_dead_letters')
        .select(['event_id', 'type', 'error'])
        .where('projection', '=', 'wallets')
        .executeTakeFirstOrThrow();
      expect(letter.error).toContain('cannot hold this remark');
      expect(refused.body.error.message).toContain(letter.event_id);
      expect(refused.body.error.message).toContain(letter.type);

      // Another adjustment, in the same view, is shown as usual.
      const fine = await adjust(other.userId, 'goodwill');
      expect(fine.status).toBe(201);
    } finally {
      await sql`DROP TRIGGER refuse_remark ON wallet_entries`.execute(server.db);
      await sql`DROP FUNCTION refuse_remark()`.execute(server.db);
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
