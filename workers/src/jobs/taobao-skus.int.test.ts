import {
  aggregateState,
  orderDecider,
  orderStream,
  type ProductVariant,
  type RecordedEvent,
  shopCommands,
} from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  insertProducts,
  linkSandboxSeller,
  taobaoTestWorld,
  testMetadata,
} from '../marketplace/taobao-sync-test-kit.js';
import { taobaoOrderNumber } from '../marketplace/taobao-trade-order.js';
import { receiver } from '../taobao/taobao-test-kit.js';
import { taobaoCatalogueWorkflow } from '../workflows/taobao-catalogue.workflow.js';
import type { TaobaoQueue } from './taobao.job.js';
import { createListingSync } from './taobao-listing-sync.processor.js';
import { createOrderSync } from './taobao-order-sync.processor.js';

const kitKat = 7;
const variants: ProductVariant[] = [
  { variantId: 1, sku: 'KK-1', size: '1 bar', imageId: 1 },
  { variantId: 2, sku: 'KK-12', size: '12 pack', imageId: 1, priceCents: 2000 },
];

/** A product with variants is one Taobao item with a SKU per variant, each at its own price. */
describe('Taobao items of products with variants', () => {
  const sellerId = 'seller-skus-1';
  const nick = 'sku-snack-shop';
  const world = taobaoTestWorld();
  const item = () => {
    const items = world.served.simulator.items(nick);
    expect(items).toHaveLength(1);
    return items[0];
  };

  it('lists one item with a SKU per variant at its own price, the units shared out', async () => {
    const commands = shopCommands(world.store);
    // 200 cents less 10%: the bar at 180, the 12-pack at 2000 less 10%, 1800.
    await insertProducts(world.db, [
      {
        id: kitKat,
        category: 'sweets',
        chargedCents: 180,
        priceCents: 200,
        discountPercent: 10,
        available: 9,
        variants,
      },
    ]);
    await linkSandboxSeller(world.served, commands, sellerId, nick);
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['sweets'], markupPercent: 0, markupFixedFen: 0 },
      testMetadata,
    );
    await createListingSync(world.dependencies())(sellerId, testMetadata);
    expect(item()).toMatchObject({
      outer_id: String(kitKat),
      approve_status: 'onsale',
      price: '12.96',
      num: 9,
      skus: [
        {
          properties_name: '1627207:-1:颜色分类:1 bar',
          price: '12.96',
          quantity: 5,
          outer_id: '7-1',
        },
        {
          properties_name: '1627207:-2:颜色分类:12 pack',
          price: '129.60',
          quantity: 4,
          outer_id: '7-2',
        },
      ],
    });
  });

  it("moves a SKU's price when its variant's price changes, on the same item", async () => {
    await world.db
      .updateTable('products')
      .set({ variants: JSON.stringify([variants[0], { ...variants[1], priceCents: 2500 }]) })
      .where('id', '=', kitKat)
      .execute();
    await createListingSync(world.dependencies())(sellerId, testMetadata);
    expect(item()?.skus.map((sku) => sku.price)).toEqual(['12.96', '162.00']);
  });

  it('makes an order of a SKU bought: its variant, at the variant price', async () => {
    const bought = item();
    const box = bought?.skus.find((sku) => sku.outer_id === '7-2');
    const trade = world.served.simulator.placeTrade(nick, {
      num_iid: String(bought?.num_iid),
      sku_id: box?.sku_id,
      num: 2,
      receiver,
    });
    expect(world.served.simulator.items(nick)[0]?.skus[1]?.quantity).toBe(2);
    await createOrderSync(world.dependencies())(sellerId, testMetadata);
    const order = await aggregateState(
      world.store,
      orderStream(taobaoOrderNumber(sellerId, String(trade.tid))),
      orderDecider,
    );
    expect(order).toMatchObject({
      lines: [{ productId: kitKat, variantId: 2, quantity: 2, unitMinor: 2250 }],
      amounts: { totalUsdCents: 4500 },
      sale: { usdCents: 4500 },
    });
  });

  it("queues a listing sync for each seller selling the product's category when its prices change", async () => {
    // As the taobao view shows them: one seller of sweets, one of teas, one suspended.
    const account = (seller_id: string, categories: string[], suspended_for: string | null) => ({
      seller_id,
      nick: seller_id,
      link_status: 'linked',
      categories: JSON.stringify(categories),
      markup_percent: 0,
      markup_fixed_fen: 0,
      suspended_for,
      updated_at: new Date(),
    });
    await world.db
      .insertInto('taobao_accounts')
      .values([
        account(sellerId, ['sweets'], null),
        account('seller-of-teas', ['teas'], null),
        account('seller-suspended', ['sweets'], '2026-11'),
      ])
      .execute();
    const added: { name: string; data: unknown; options: { jobId?: string } }[] = [];
    const queue = {
      add: async (name: string, data: unknown, options: { jobId?: string }) => {
        added.push({ name, data, options });
      },
    } as unknown as TaobaoQueue;
    const workflow = taobaoCatalogueWorkflow({
      queue,
      db: world.db,
      store: world.store,
      commands: shopCommands(world.store),
    });
    const change = {
      id: 'e-1',
      type: 'ProductPriceChanged',
      data: { priceCents: 210, discountPercent: 0 },
      streamName: `product-${kitKat}`,
      revision: 3,
      metadata: { ...testMetadata, occurredAt: '2026-11-25T12:00:03.000Z' },
      position: { commit: 1n, prepare: 1n },
    } as unknown as RecordedEvent;
    const reactions = workflow.reactionsTo(change);
    expect(reactions).toHaveLength(1);
    await reactions[0]?.run(change);
    await reactions[0]?.run({ ...change, id: 'e-2' });
    expect(added.map((job) => [job.name, job.data, job.options.jobId])).toEqual([
      ['sync-listings', { sellerId }, `sync-listings-${sellerId}-prices-179560800`],
      ['sync-listings', { sellerId }, `sync-listings-${sellerId}-prices-179560800`],
    ]);
    expect(workflow.reactionsTo({ ...change, streamName: 'order-1' })).toEqual([]);
  });
});
