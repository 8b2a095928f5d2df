import type { Database, EventMetadata, ShopCommands } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { EndSalesResult } from './end-sales.job.js';

/**
 * Folds each sale past its end date into its product's price, by a command on the product's own
 * stream (`EndSale`), which decides on the stream's sale end: a sale an edit moved or removed
 * meanwhile is left alone, and a repeat changes nothing. Checkout already charges no discount
 * once a sale has ended; this brings the catalogue's rows (and the price order's index) back
 * in line. The end is judged by the database clock, as the catalogue judges it.
 *
 * @example
 * connection.worker(salesQueueName, createEndSalesProcessor({ db, commands }));
 */
export function createEndSalesProcessor({
  db,
  commands,
  metadata,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
  metadata: (productId: number) => EventMetadata;
}) {
  return async function endSales(): Promise<EndSalesResult> {
    const rows = await db
      .selectFrom('products')
      .select(['id', sql<Date>`now()`.as('now')])
      .where('sale_ends_at', '<=', sql<Date>`now()`)
      .orderBy('sale_ends_at')
      .limit(500)
      .execute();
    for (const { id, now } of rows) {
      await commands.product(
        id,
        { type: 'EndSale', at: new Date(now).toISOString() },
        metadata(id),
      );
    }
    return { ended: rows.length };
  };
}
