import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/**
 * A data directory written before stock had its own stream holds products whose stock the
 * stock streams do not know: the shop would sell from zero. Refuse it with a way out.
 */
export async function refuseLegacyData(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ legacy: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM events
      WHERE type IN ('ProductStockAdjusted', 'ProductStockReserved', 'ProductStockReleased')
         OR (type = 'ProductListed' AND data ? 'stock')
    ) AS legacy`.execute(db);
  if (rows[0]?.legacy) {
    throw new Error(
      'This data directory was made by an earlier version of the shop, which kept stock on the ' +
        'product streams. Stop the shop, delete the data directory (DATA_DIR, .data by default) ' +
        'and start again.',
    );
  }
}
