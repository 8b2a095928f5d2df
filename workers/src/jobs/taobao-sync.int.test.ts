import {
  aggregateState,
  listingDecider,
  listingStream,
  orderDecider,
  orderStream,
  shopCommands,
} from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  insertProducts,
  linkSandboxSeller,
  setAvailable,
  taobaoTestWorld,
  testMetadata,
} from '../marketplace/taobao-sync-test-kit.js';
import { taobaoOrderNumber } from '../marketplace/taobao-trade-order.js';
import { receiver } from '../taobao/taobao-test-kit.js';
import { createListingSync } from './taobao-listing-sync.processor.js';
import { createOrderSync } from './taobao-order-sync.processor.js';

/**
 * The listing and order syncs against the TOP simulator failing a fifth of its calls: each run
 * is retried until one ends without a failure, as the job's attempts would.
 */
describe('Taobao listing and order sync', () => {
  const sellerId = 'seller-sync-1';
  const nick = 'sync-tea-shop';
  const world = taobaoTestWorld();
  const dependencies = () => world.dependencies();

  async function untilComplete(run: () => Promise<void>, tries = 40): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        await run();
        return attempt;
      } catch (error) {
        if (attempt >= tries) throw error;
      }
    }
  }

  function itemsByOuterId() {
    const items = world.served.simulator.items(nick);
    const byOuterId = new Map<string, typeof items>();
    for (const item of items) {
      byOuterId.set(item.outer_id ?? '', [...(byOuterId.get(item.outer_id ?? '') ?? []), item]);
    }
    return byOuterId;
  }

  it('lists each product of the chosen categories once, at its price with the markup, whatever fails', async () => {
    const commands = shopCommands(world.store);
    await insertProducts(world.db, [
      ...Array.from({ length: 60 }, (_, index) => ({
        id: index + 1,
        category: 'teas',
        chargedCents: 1000,
        available: index + 1,
      })),
      ...Array.from({ length: 10 }, (_, index) => ({
        id: 100 + index,
        category: 'shoes',
        chargedCents: 500,
        available: 3,
      })),
    ]);
    await linkSandboxSeller(world.served, commands, sellerId, nick);
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['teas'], markupPercent: 20, markupFixedFen: 0 },
      testMetadata,
    );
    world.served.simulator.setFaults({ failureRatio: 0.2, seed: 11 });
    const sync = createListingSync(dependencies());
    const runs = await untilComplete(() => sync(sellerId, testMetadata));
    world.served.simulator.clearFaults();
    expect(runs).toBeGreaterThan(1);

    const items = itemsByOuterId();
    expect(items.size).toBe(60);
    for (let id = 1; id <= 60; id++) {
      const [item, ...more] = items.get(String(id)) ?? [];
      expect(more, `product ${id}`).toHaveLength(0);
      expect(item).toMatchObject({ price: '86.40', num: id, approve_status: 'onsale' });
      const listing = await aggregateState(
        world.store,
        listingStream(sellerId, id),
        listingDecider,
      );
      expect(listing).toMatchObject({ status: 'onsale', numIid: String(item?.num_iid) });
    }
    const progress = await world.db
      .selectFrom('taobao_syncs')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(progress).toMatchObject({
      kind: 'listings',
      running: false,
      done: 60,
      total: 60,
      failed: 0,
    });
  });

  it('follows our stock: sold out goes off sale, back in stock goes on sale again', async () => {
    const sync = createListingSync(dependencies());
    await setAvailable(world.db, 5, 0);
    await setAvailable(world.db, 6, 42);
    await untilComplete(() => sync(sellerId, testMetadata));
    expect(itemsByOuterId().get('5')?.[0]?.approve_status).toBe('instock');
    expect(itemsByOuterId().get('6')?.[0]?.num).toBe(42);
    await setAvailable(world.db, 5, 7);
    await untilComplete(() => sync(sellerId, testMetadata));
    expect(itemsByOuterId().get('5')).toMatchObject([{ approve_status: 'onsale', num: 7 }]);
  });

  it('takes everything off sale when the category is deselected, and moves prices with the markup', async () => {
    const commands = shopCommands(world.store);
    const sync = createListingSync(dependencies());
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['teas'], markupPercent: 0, markupFixedFen: 100 },
      testMetadata,
    );
    await untilComplete(() => sync(sellerId, testMetadata));
    expect(itemsByOuterId().get('1')?.[0]?.price).toBe('73.00');
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['gums'], markupPercent: 0, markupFixedFen: 100 },
      testMetadata,
    );
    await untilComplete(() => sync(sellerId, testMetadata));
    const items = world.served.simulator.items(nick);
    expect(items).toHaveLength(60);
    expect(items.every((item) => item.approve_status === 'instock')).toBe(true);
    const listing = await aggregateState(world.store, listingStream(sellerId, 1), listingDecider);
    expect(listing).toMatchObject({ status: 'delisted', delistReason: 'category_deselected' });
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['teas'], markupPercent: 20, markupFixedFen: 0 },
      testMetadata,
    );
    await untilComplete(() => sync(sellerId, testMetadata));
    expect(
      world.served.simulator.items(nick).every((item) => item.approve_status === 'onsale'),
    ).toBe(true);
  });

  it('makes one order per paid trade, and cancels it when the trade closes', async () => {
    const commands = shopCommands(world.store);
    const items = world.served.simulator.items(nick).slice(0, 5);
    const trades = items.map((item) =>
      world.served.simulator.placeTrade(nick, { num_iid: String(item.num_iid), num: 1, receiver }),
    );
    world.served.simulator.setFaults({ failureRatio: 0.2, seed: 5 });
    const sync = createOrderSync(dependencies());
    await untilComplete(() => sync(sellerId, testMetadata));
    // An overlapping window sees the same trades again: still one order each.
    await untilComplete(() => sync(sellerId, testMetadata));
    world.served.simulator.clearFaults();
    for (const trade of trades) {
      const order = await aggregateState(
        world.store,
        orderStream(taobaoOrderNumber(sellerId, String(trade.tid))),
        orderDecider,
      );
      expect(order).toMatchObject({
        status: 'Processing',
        customerId: sellerId,
        sale: { platform: 'taobao', tradeId: String(trade.tid), usdCents: 1200 },
        amounts: { totalUsdCents: 1000 },
        recipient: { fullName: receiver.name, country: 'CN', city: receiver.city },
      });
    }
    const orderStreams = await world.db
      .selectFrom('taobao_syncs')
      .select('cursor')
      .where('kind', '=', 'orders')
      .executeTakeFirstOrThrow();
    expect(orderStreams.cursor).not.toBeNull();

    const [first] = trades;
    const orderNumber = taobaoOrderNumber(sellerId, String(first?.tid));
    await commands.order(orderNumber, { type: 'ConfirmStock' }, testMetadata);
    world.served.simulator.moveTrade(nick, Number(first?.tid), 'TRADE_CLOSED');
    await untilComplete(() => sync(sellerId, testMetadata));
    const closed = await aggregateState(world.store, orderStream(orderNumber), orderDecider);
    expect(closed.status).toBe('Cancelled');
  });
});
