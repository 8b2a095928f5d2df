import { listProduct, type ShopCommands, shopCommands } from '@shop/core';
import { testMetadata, testProduct } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsProjection } from './products.projection.js';
import {
  createProjectionTestKit,
  type ProjectionTestKit,
  untilReadable,
} from './projection-test-kit.js';

/** The catalogue's stock, as a batch of many stock events leaves it. */
describe('the products projection and stock', () => {
  let kit: ProjectionTestKit;
  let commands: ShopCommands;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
    commands = shopCommands(kit.store);
  });
  afterAll(() => kit?.close());

  it('shows each product the levels of its last stock event in the batch, listed before or after its stock came in', async () => {
    const metadata = testMetadata();
    // Product 1's units arrive before it is listed; product 2 is listed with its own.
    await commands.stock(
      1,
      { type: 'ReceiveStock', productId: 1, quantity: 10, reason: 'delivery' },
      metadata,
    );
    const { stock: _stock, ...first } = testProduct(1);
    await commands.product(1, first, metadata);
    await listProduct(kit.store, testProduct(2, { stock: 7 }), metadata);
    for (const [productId, orderNumber, quantity] of [
      [1, '10000000000000001', 3],
      [2, '10000000000000001', 1],
      [1, '10000000000000002', 2],
    ] as const) {
      await commands.stock(
        productId,
        { type: 'ReserveStock', productId, orderNumber, quantity },
        metadata,
      );
    }
    await untilReadable(kit.store, 7);
    const events = await kit.store.readAll({ limit: 100 });
    await kit.db.transaction().execute((trx) =>
      productsProjection.apply(
        {
          trx,
          copyRows: () => Promise.reject(new Error('the products projection copies nothing')),
        },
        events,
        1,
      ),
    );

    const products = await kit.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .orderBy('id')
      .execute();
    expect(products).toEqual([
      { id: 1, stock: 5 },
      { id: 2, stock: 6 },
    ]);
    const levels = await kit.db
      .selectFrom('product_stock')
      .select(['product_id', 'available', 'reserved', 'committed'])
      .orderBy('product_id')
      .execute();
    expect(levels).toEqual([
      { product_id: 1, available: 5, reserved: 5, committed: 0 },
      { product_id: 2, available: 6, reserved: 1, committed: 0 },
    ]);
    const version = await kit.db
      .selectFrom('catalogue_version')
      .select('version')
      .executeTakeFirst();
    expect(version?.version).toBe(events.length);
  });
});
