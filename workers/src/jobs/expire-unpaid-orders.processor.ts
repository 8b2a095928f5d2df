import {
  type Database,
  DomainError,
  type EventMetadata,
  type Logger,
  type ShopCommands,
} from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { ExpireUnpaidOrdersResult } from './expire-unpaid-orders.job.js';

/**
 * Cancels the PayPal orders nobody paid for within `unpaidOrderTtlMs` of placing them, which
 * gives their stock back. The orders list only names the candidates: each order decides on its
 * own stream (`CancelOrder` by the payment), so one paid meanwhile, or paid temporarily, is left
 * alone, and the cancel's id is derived from the order, so a repeated or concurrent round
 * cancels it once. An order that cannot be cancelled just now is left for the next round; the
 * round goes through every due order, `perPage` at a time, so orders stuck before them never
 * keep the others waiting.
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
  perPage = 500,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
  logger: Logger;
  unpaidOrderTtlMs: number;
  metadata: (orderNumber: string) => EventMetadata;
  perPage?: number;
}) {
  /** The due orders numbered after `after`, a page of them. */
  async function duePage(after: string | null): Promise<string[]> {
    let query = db
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
      );
    if (after !== null) query = query.where('order_number', '>', after);
    const rows = await query.orderBy('order_number').limit(perPage).execute();
    return rows.map((row) => row.order_number);
  }

  return async function expireUnpaidOrders(): Promise<ExpireUnpaidOrdersResult> {
    let cancelled = 0;
    let after: string | null = null;
    for (;;) {
      const due = await duePage(after);
      for (const orderNumber of due) {
        if (await expire(orderNumber)) cancelled++;
      }
      after = due.at(-1) ?? null;
      if (!after || due.length < perPage) return { cancelled };
    }
  };

  /** Whether this round cancelled the order. */
  async function expire(orderNumber: string): Promise<boolean> {
    try {
      const { events } = await commands.order(
        orderNumber,
        { type: 'CancelOrder', reason: 'Payment not received in time', by: 'payment' },
        metadata(orderNumber),
        { commandId: `expire-unpaid-${orderNumber}`, retries: 20 },
      );
      return events.length > 0;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Still being placed, or moved on by staff meanwhile: the next round sees it again.
      logger.info({ orderNumber, code: error.code }, 'unpaid order not expired this round');
      return false;
    }
  }
}
