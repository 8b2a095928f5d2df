import { aggregateState, listingDecider, listingStream, shopCommands } from '@shop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  linkSandboxSeller,
  setAvailable,
  taobaoTestWorld,
  testMetadata,
} from '../marketplace/taobao-sync-test-kit.js';
import { createListingSync } from './taobao-listing-sync.processor.js';

/**
 * An add whose answer was lost, for a product that went off sale before the next sync: whether
 * Taobao took the add or not, the product must not stay (or go) on sale, and it never gets a
 * second item.
 */
describe('Taobao listing sync: a lost add of a product gone off sale', () => {
  const sellerId = 'seller-lost-add';
  const nick = 'lost-add-shop';
  const world = taobaoTestWorld();

  beforeAll(async () => {
    await insertProducts(world.db, [
      { id: 1, category: 'teas', chargedCents: 1000, available: 5 },
      { id: 2, category: 'teas', chargedCents: 1000, available: 5 },
    ]);
    const commands = shopCommands(world.store);
    await linkSandboxSeller(world.served, commands, sellerId, nick);
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['teas'], markupPercent: 0, markupFixedFen: 0 },
      testMetadata,
    );
  });

  const sync = () => createListingSync(world.dependencies())(sellerId, testMetadata);
  const itemsOf = (productId: number) =>
    world.served.simulator.items(nick).filter((item) => item.outer_id === String(productId));
  const listing = (productId: number) =>
    aggregateState(world.store, listingStream(sellerId, productId), listingDecider);

  it('takes the item Taobao did add off sale once the product sold out, and puts that one back later', async () => {
    world.served.simulator.failNext({
      kind: 'http-5xx',
      count: 1,
      method: 'taobao.item.add',
      afterEffect: true,
    });
    // Products 1 and 2 are added side by side: the first add to reach Taobao loses its answer.
    await expect(sync()).rejects.toThrow();
    const states = await Promise.all([1, 2].map(listing));
    const lost = states[0]?.status === 'adding' ? 1 : 2;
    expect(await listing(lost)).toMatchObject({ status: 'adding', numIid: null });
    expect(itemsOf(lost)).toMatchObject([{ approve_status: 'onsale' }]);

    await setAvailable(world.db, lost, 0);
    await sync();
    expect(itemsOf(lost)).toMatchObject([{ approve_status: 'instock' }]);
    expect(await listing(lost)).toMatchObject({
      status: 'delisted',
      delistReason: 'sold_out',
      numIid: String(itemsOf(lost)[0]?.num_iid),
    });

    await setAvailable(world.db, lost, 3);
    await sync();
    expect(itemsOf(lost)).toMatchObject([{ approve_status: 'onsale', num: 3 }]);
    expect(itemsOf(1)).toHaveLength(1);
    expect(itemsOf(2)).toHaveLength(1);
  });

  it('does not list a product removed after an add Taobao never took, and adds it once when it returns', async () => {
    world.served.simulator.failNext({
      kind: 'http-5xx',
      count: 1,
      method: 'taobao.item.add',
      afterEffect: false,
    });
    await insertProducts(world.db, [{ id: 3, category: 'teas', chargedCents: 800, available: 4 }]);
    // Products 1 and 2 have their items: only product 3 is added, and fails before Taobao takes it.
    await expect(sync()).rejects.toThrow();
    expect(itemsOf(3)).toEqual([]);
    expect(await listing(3)).toMatchObject({ status: 'adding', numIid: null });

    await world.db.updateTable('products').set({ listed: false }).where('id', '=', 3).execute();
    await sync();
    await sync();
    expect(itemsOf(3)).toEqual([]);

    await world.db.updateTable('products').set({ listed: true }).where('id', '=', 3).execute();
    await sync();
    expect(itemsOf(3)).toMatchObject([{ approve_status: 'onsale', num: 4 }]);
    expect(await listing(3)).toMatchObject({ status: 'onsale', addAttempts: 2 });
  });
});
