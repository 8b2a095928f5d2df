import {
  type Database,
  DomainError,
  type EventMetadata,
  type Logger,
  type ShopCommands,
} from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { ExpireUnpaidOrdersResult } from './expire-unpaid-orders.job.js';

/** Orders a round looks at, oldest first; the next round takes the rest. */
const perRound = 500;

/**
 * Cancels the PayPal orders nobody paid for within `unpaidOrderTtlMs` of placing them, which
 * gives their stock back. The orders list only names the candidates: each order decides on its
 * own stream (`CancelOrder` by the payment), so one paid meanwhile, or paid temporarily, is left
 * alone, and the cancel's id is derived from the order, so a repeated or concurrent round
 * cancels it once. An order that cannot be cancelled just now is left for the next round.
 *
 * @example
 * connection.worker(ordersQueueName, createExpireUnpaidOrdersProcessor({ db, commands, ... }));
 */
export function createExpireUnpaidOrdersProcessor({
  db,
  commands,
  logger,
  unpaidOrderTtlMs,
  metadata,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
  logger: Logger;
  unpaidOrderTtlMs: number;
  metadata: (orderNumber: string) => EventMetadata;
}) {
  return async function expireUnpaidOrders(): Promise<ExpireUnpaidOrdersResult> {
    const due = await db
      .selectFrom('orders')
      .select('order_number')
      .where('status', '=', 'Processing')
      .where('payment_method', '=', 'paypal')
      .where('payment_status', '=', 'Not paid yet')
      .where('platform', '=', 'shop')
      .where(
        'created_at',
        '<=',
        sql<Date>`now() - make_interval(secs => ${unpaidOrderTtlMs / 1000})`,
      )
      .orderBy('created_at')
      .limit(perRound)
      .execute();
    let cancelled = 0;
    for (const { order_number: orderNumber } of due) {
      try {
        const { events } = await commands.order(
          orderNumber,
          { type: 'CancelOrder', reason: 'Payment not received in time', by: 'payment' },
          metadata(orderNumber),
          { commandId: `expire-unpaid-${orderNumber}`, retries: 20 },
        );
        if (events.length > 0) cancelled++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Still being placed, or moved on by staff meanwhile: the next round sees it again.
        logger.info({ orderNumber, code: error.code }, 'unpaid order not expired this round');
      }
    }
    return { cancelled };
  };
}
