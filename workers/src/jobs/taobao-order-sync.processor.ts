import {
  aggregateState,
  type Database,
  DomainError,
  type EventMetadata,
  isTaobaoActive,
  orderDecider,
  orderStream,
  type ProductVariant,
  unitPrice,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { syncProgress } from '../marketplace/sync-progress.js';
import { tradesModified } from '../marketplace/taobao-reads.js';
import {
  type SellerSessionDependencies,
  sellerSessions,
} from '../marketplace/taobao-seller-session.js';
import {
  closedTradeStatuses,
  paidTradeStatuses,
  type TradeProduct,
  taobaoOrderNumber,
  tradeOrderDraft,
} from '../marketplace/taobao-trade-order.js';
import type { TaobaoTrade } from '../taobao/taobao-client.js';

export interface OrderSyncDependencies extends SellerSessionDependencies {
  readonly db: Kysely<Database>;
}

/**
 * Each run asks again for trades modified this long before the cursor: a trade Taobao indexes
 * late (its `modified` earlier than when it became visible) is still seen.
 */
export const tradeWindowOverlapMs = 10 * 60 * 1000;
/** A seller's first sync reaches this far back before their linking. */
const firstSyncLookbackMs = 60 * 60 * 1000;

export class OrderSyncIncomplete extends Error {
  override readonly name = 'OrderSyncIncomplete';
}

/**
 * Pulls a seller's trades modified since the cursor (overlapping the last window) and carries
 * them over: a new paid trade becomes an order (its number derived from the trade, so a trade
 * seen twice is one order), whose payment from the seller's wallet the place-order workflow
 * takes; a trade closed on Taobao cancels its order, and the cancel-order workflow refunds it.
 * The cursor moves only when every trade of the span was carried over.
 */
export function createOrderSync(dependencies: OrderSyncDependencies) {
  const { db, store, commands, now = Date.now } = dependencies;
  const sessions = sellerSessions(dependencies);
  return async function syncOrders(sellerId: string, metadata: EventMetadata): Promise<void> {
    const opened = await sessions.open(sellerId, metadata);
    // Paused while the seller is suspended: the trades wait on Taobao until the fee is paid.
    if (!opened || !isTaobaoActive(opened.account)) return;
    const { account, shop } = opened;
    const progress = syncProgress(db, sellerId, 'orders');
    const cursor = await progress.cursor();
    const end = new Date(now());
    const linkedAt = account.firstLinkedAt ? Date.parse(account.firstLinkedAt) : end.getTime();
    const start = new Date(
      cursor ? cursor.getTime() - tradeWindowOverlapMs : linkedAt - firstSyncLookbackMs,
    );
    await progress.start(0);
    let trades: TaobaoTrade[];
    try {
      trades = await tradesModified(shop, start, end);
    } catch (error) {
      await progress.stop(describe(error));
      await sessions.onRefused(error, sellerId, opened, metadata);
      throw error;
    }
    await progress.advance(0, 0, trades.length);
    const products = await tradeProducts(db, trades);
    let done = 0;
    let failed = 0;
    let lastError: string | null = null;
    for (const trade of trades) {
      try {
        await carryOver(trade);
      } catch (error) {
        failed++;
        lastError = `${trade.tid}: ${describe(error)}`;
      }
      done++;
      if (done % 25 === 0) await progress.advance(done, failed);
    }
    await progress.advance(done, failed);
    // Every trade up to `end` is in: the next run starts there (less the overlap).
    await progress.finish({ failed, lastError, ...(failed === 0 && { cursor: end }) });
    if (failed > 0) {
      throw new OrderSyncIncomplete(`${failed} of ${trades.length} trades failed to sync.`);
    }

    async function carryOver(trade: TaobaoTrade): Promise<void> {
      const orderNumber = taobaoOrderNumber(sellerId, trade.tid);
      if (paidTradeStatuses.has(trade.status)) {
        const draft = tradeOrderDraft(trade, { sellerId }, products);
        // Not our product (the seller's own item): nothing for us to do.
        if (!draft) return;
        await commands.order(orderNumber, { type: 'PlaceOrder', ...draft }, metadata, {
          commandId: `taobao-trade-${trade.tid}`,
        });
        return;
      }
      if (!closedTradeStatuses.has(trade.status)) return;
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none' || order.status === 'Cancelled') return;
      try {
        await commands.order(
          orderNumber,
          { type: 'CancelOrder', reason: 'The Taobao trade was closed.', by: 'taobao' },
          metadata,
          { commandId: `taobao-trade-closed-${trade.tid}` },
        );
      } catch (error) {
        // Shipped already: staff settle that one with the buyer; it must not hold the cursor.
        if (error instanceof DomainError && error.code === 'cannot_cancel') {
          lastError = `${trade.tid}: ${error.message}`;
          return;
        }
        throw error;
      }
    }
  };
}

async function tradeProducts(
  db: Kysely<Database>,
  trades: readonly TaobaoTrade[],
): Promise<Map<number, TradeProduct>> {
  const ids = [
    ...new Set(
      trades.flatMap((trade) =>
        trade.orders.map((line) => Number(line.outerIid)).filter(Number.isSafeInteger),
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'titles',
      'charged_cents',
      'weight_grams',
      'price_cents',
      'discount_percent',
      'sale_ends_at',
      'variants',
    ])
    .where('id', 'in', ids)
    .execute();
  const now = new Date();
  return new Map(
    rows.map((row) => {
      const price = {
        priceCents: row.price_cents,
        discountPercent: row.discount_percent,
        ...(row.sale_ends_at && { saleEndsAt: new Date(row.sale_ends_at).toISOString() }),
      };
      const variants = row.variants as ProductVariant[];
      return [
        row.id,
        {
          productId: row.id,
          title: row.titles['en-US'] ?? String(row.id),
          chargedCents: row.charged_cents,
          variantCents: new Map(
            variants.map((variant) => [
              variant.variantId,
              unitPrice(price, variant, now).chargedCents,
            ]),
          ),
          weightGrams: row.weight_grams,
        },
      ];
    }),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
