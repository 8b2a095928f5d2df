import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/**
 * The catalogue's version: moved by the products projection whenever a product row changes
 * ("0" before the first product), and by each sale that reaches its end date. A sale ends by
 * the clock, not by an event, so the answers computed before it (sale prices, badges) are
 * dropped by the version moving here, the moment it ends, rather than by a scheduled job
 * that would leave them up until it ran. Anything computed from the products table holds
 * until it moves.
 */
export async function readCatalogueVersion(
  db: Kysely<Database>,
): Promise<{ version: string; salesEnded: boolean }> {
  const row = await db
    .selectFrom('catalogue_version')
    .select([
      'version',
      sql<string>`(SELECT count(*) FROM products WHERE sale_ends_at <= now())`.as('ended'),
    ])
    .executeTakeFirst();
  const ended = Number(row?.ended ?? 0);
  return {
    version: ended ? `${row?.version}.${ended}` : String(row?.version ?? 0),
    // Some row still holds a sale past its end (until the end-sales round folds it).
    salesEnded: ended > 0,
  };
}
