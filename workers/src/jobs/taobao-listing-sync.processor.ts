import {
  aggregateState,
  type Database,
  DomainError,
  type EventMetadata,
  isTaobaoActive,
  type ListingOffer,
  type ListingState,
  listingDecider,
  listingOuterId,
  listingStream,
  type ProductVariant,
  type ShopCommands,
  sameOffer,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { syncProgress } from '../marketplace/sync-progress.js';
import {
  type ListingCandidate,
  type ListingTarget,
  listingTarget,
  taobaoCategoryIds,
} from '../marketplace/taobao-listing-plan.js';
import { taobaoSkus } from '../marketplace/taobao-listing-skus.js';
import { itemsOnSale, repeatable } from '../marketplace/taobao-reads.js';
import {
  type SellerSessionDependencies,
  sellerSessions,
} from '../marketplace/taobao-seller-session.js';
import type { TaobaoItem } from '../taobao/taobao-client.js';
import { TaobaoError, TaobaoInvalidSessionError } from '../taobao/taobao-error.js';
import { taobaoPrice } from '../taobao/taobao-price.js';

export interface ListingSyncDependencies extends SellerSessionDependencies {
  readonly db: Kysely<Database>;
}

/** Products synced side by side: their calls overlap, each waits its turn under the rate limits. */
const parallelProducts = 8;
/** How often the seller's progress is written, in products. */
const progressEvery = 25;

export class ListingSyncIncomplete extends Error {
  override readonly name = 'ListingSyncIncomplete';
}

/**
 * Brings a seller's Taobao items in line with our catalogue: one item per product of the chosen
 * categories, on sale at our price plus the markup with our available units, off sale otherwise.
 *
 * Exactly one item per (seller, product), whatever the crashes and lost answers: before
 * `taobao.item.add` the attempt is recorded on the listing's stream (`listing-<seller>-<product>`,
 * at the revision read, so two syncs cannot both send it), and an attempt left open is first
 * looked for by `outer_id` among the items on sale (`taobao.items.onsale.get`, read afresh at
 * the start of each run). A product whose calls failed is left for the job's next try: the job
 * fails when any did, and BullMQ retries it with backoff.
 */
export function createListingSync(dependencies: ListingSyncDependencies) {
  const { db, store, commands } = dependencies;
  const sessions = sellerSessions(dependencies);
  return async function syncListings(sellerId: string, metadata: EventMetadata): Promise<void> {
    const opened = await sessions.open(sellerId, metadata);
    if (!opened) return;
    const { account, shop } = opened;
    const progress = syncProgress(db, sellerId, 'listings');
    await progress.start(0);
    let onSale: Map<string, TaobaoItem>;
    try {
      onSale = await itemsOnSale(shop);
    } catch (error) {
      await progress.stop(describe(error));
      await sessions.onRefused(error, sellerId, opened, metadata);
      throw error;
    }
    const candidates = await listingCandidates(db, sellerId, account.settings.categories, [
      ...onSale.keys(),
    ]);
    await progress.advance(0, 0, candidates.length);
    const active = isTaobaoActive(account);
    let done = 0;
    let failed = 0;
    let lastError: string | null = null;
    let sessionError: unknown = null;
    const queue = [...candidates];
    await Promise.all(
      Array.from({ length: parallelProducts }, async () => {
        for (let product = queue.shift(); product; product = queue.shift()) {
          if (sessionError) return;
          const target = listingTarget(product, account.settings, active);
          try {
            await syncProduct(product, target);
          } catch (error) {
            if (error instanceof TaobaoInvalidSessionError) sessionError = error;
            failed++;
            lastError = `${product.productId}: ${describe(error)}`;
          }
          done++;
          if (done % progressEvery === 0) await progress.advance(done, failed);
        }
      }),
    );
    await progress.advance(done, failed);
    await progress.finish({ failed, lastError });
    if (sessionError) await sessions.onRefused(sessionError, sellerId, opened, metadata);
    if (failed > 0) {
      throw new ListingSyncIncomplete(`${failed} of ${candidates.length} products failed to sync.`);
    }

    async function syncProduct(product: ListingCandidate, target: ListingTarget): Promise<void> {
      const key = { sellerId, productId: product.productId };
      let listing = await aggregateState(
        store,
        listingStream(sellerId, product.productId),
        listingDecider,
      );
      const seen = onSale.get(listingOuterId(product.productId));
      if (listing.numIid === null && listing.status === 'adding' && seen) {
        // An add whose answer was lost took effect: that is our item.
        listing = await record(product.productId, {
          type: 'RecordAdded',
          numIid: seen.numIid,
          reconciled: true,
          priceFen: listing.priceFen,
          quantity: seen.num,
        });
      }
      if (listing.numIid === null) {
        if (target.onSale) await addItem(product, listing, target.offer);
        return;
      }
      const numIid = listing.numIid;
      // What Taobao shows: an item that sold out there went off sale by itself.
      const onSaleThere = onSale.has(listingOuterId(product.productId))
        ? onSale.get(listingOuterId(product.productId))?.numIid === numIid
        : false;
      if (!target.onSale) {
        // Off sale there already (sold out there, or a delisting whose answer was lost): record it.
        if (onSaleThere) {
          await attempt(product.productId, 'taobao.item.update.delisting', () =>
            shop.delistItem(numIid),
          );
        }
        await commands.listing(key, { type: 'RecordDelisted', reason: target.reason }, metadata);
        return;
      }
      const { offer } = target;
      const skus = offer.skus ?? [];
      if (skus.length > 0) {
        // The SKUs are sent whole: each variant's price, and the units shared out afresh.
        if (!sameOffer(listing, offer) || seen?.num !== offer.quantity) {
          await attempt(product.productId, 'taobao.item.update', () =>
            shop.updateItem(numIid, {
              price: taobaoPrice(offer.priceFen),
              ...taobaoSkus(product.productId, skus),
            }),
          );
        }
      } else if (listing.priceFen !== offer.priceFen) {
        await attempt(product.productId, 'taobao.item.update', () =>
          shop.updateItem(numIid, { price: taobaoPrice(offer.priceFen) }),
        );
      }
      if (!onSaleThere) {
        await attempt(product.productId, 'taobao.item.update.listing', () =>
          shop.listItem(numIid, offer.quantity),
        );
        await commands.listing(key, { type: 'RecordRelisted', ...offer }, metadata);
      } else if (
        skus.length === 0 &&
        (listing.quantity !== offer.quantity || seen?.num !== offer.quantity)
      ) {
        await attempt(product.productId, 'taobao.item.quantity.update', () =>
          shop.updateQuantity(numIid, offer.quantity),
        );
      }
      await commands.listing(key, { type: 'RecordUpdated', ...offer }, metadata);
    }

    async function addItem(
      product: ListingCandidate,
      listing: ListingState,
      offer: ListingOffer,
    ): Promise<void> {
      try {
        // The dedupe key, recorded before the call: a second sync that read the same revision
        // is refused here, before it could send a second add.
        await commands.listing(
          { sellerId, productId: product.productId },
          {
            type: 'StartAdd',
            sellerId,
            productId: product.productId,
            attempt: listing.addAttempts + 1,
            ...offer,
          },
          metadata,
          { retries: 0 },
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'listing_busy') {
          throw new ListingSyncIncomplete('Another sync is adding this item.');
        }
        throw error;
      }
      const { numIid } = await attempt(product.productId, 'taobao.item.add', () =>
        shop.addItem({
          outerId: listingOuterId(product.productId),
          title: product.title.slice(0, 60),
          desc: product.description || product.title,
          price: taobaoPrice(offer.priceFen),
          num: offer.quantity,
          ...(offer.skus?.length && taobaoSkus(product.productId, offer.skus)),
          cid: taobaoCategoryIds[product.category] ?? 50_008_055,
          location: { state: '上海', city: '上海' },
        }),
      );
      await record(product.productId, {
        type: 'RecordAdded',
        numIid,
        reconciled: false,
        ...offer,
      });
    }

    async function record(
      productId: number,
      command: Parameters<ShopCommands['listing']>[1],
    ): Promise<ListingState> {
      return (await commands.listing({ sellerId, productId }, command, metadata)).state;
    }

    /**
     * One call to Taobao, tried again while it may pass unless it is an add (a second add is a
     * second item: an add is reconciled by the next run instead). Its failure is recorded on the
     * listing and thrown on.
     */
    async function attempt<T>(productId: number, operation: string, call: () => Promise<T>) {
      try {
        return operation === 'taobao.item.add' ? await call() : await repeatable(call);
      } catch (error) {
        await commands.listing(
          { sellerId, productId },
          {
            type: 'RecordFailure',
            operation,
            message: describe(error),
            retryable: error instanceof TaobaoError ? error.retryable : true,
          },
          metadata,
        );
        throw error;
      }
    }
  };
}

/**
 * Products of the chosen categories, and any the seller has an item of (to take off sale): known
 * to the listings view, or seen on sale on Taobao (which the view may not show yet).
 */
async function listingCandidates(
  db: Kysely<Database>,
  sellerId: string,
  categories: readonly string[],
  outerIds: readonly string[],
): Promise<ListingCandidate[]> {
  const onTaobao = outerIds.map(Number).filter(Number.isSafeInteger);
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select([
      'products.id',
      'products.titles',
      'products.descriptions',
      'products.category',
      'products.charged_cents',
      'products.price_cents',
      'products.discount_percent',
      'products.sale_ends_at',
      'products.variants',
      'products.listed',
      'product_stock.available',
    ])
    .where((eb) =>
      eb.or([
        ...(categories.length > 0 ? [eb('products.category', 'in', [...categories])] : []),
        ...(onTaobao.length > 0 ? [eb('products.id', 'in', onTaobao)] : []),
        eb(
          'products.id',
          'in',
          eb.selectFrom('taobao_listings').select('product_id').where('seller_id', '=', sellerId),
        ),
      ]),
    )
    .orderBy('products.id')
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    title: row.titles['zh-CN'] ?? row.titles['en-US'] ?? String(row.id),
    description: row.descriptions['zh-CN'] ?? row.descriptions['en-US'] ?? '',
    category: row.category,
    chargedCents: row.charged_cents,
    price: {
      priceCents: row.price_cents,
      discountPercent: row.discount_percent,
      ...(row.sale_ends_at && { saleEndsAt: new Date(row.sale_ends_at).toISOString() }),
    },
    variants: row.variants as ProductVariant[],
    listed: row.listed,
    available: row.available ?? 0,
  }));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
