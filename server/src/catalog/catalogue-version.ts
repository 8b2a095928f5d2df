import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';

/**
 * The catalogue's version: moved by the products projection whenever a product row changes
 * ("0" before the first product). Anything computed from the products table holds until it moves.
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirst();
  return String(row?.version ?? 0);
}
