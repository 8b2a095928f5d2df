import { type Database, matchStorefrontPage } from '@shop/core';
import type { Kysely } from 'kysely';
import { int4Id } from '../http/bounded.js';

/**
 * The HTTP status of a storefront page: 404 for a path that is no page of the storefront
 * (`@shop/core/shared`'s page list) and for a product that is not listed; else 200. The page
 * itself is the storefront's either way, which shows its not-found page.
 *
 * @example
 * serveApps(appsDir, { pageStatus: storefrontPageStatus(db) });
 */
export function storefrontPageStatus(db: Kysely<Database>) {
  return async function pageStatus(path: string): Promise<200 | 404> {
    const match = matchStorefrontPage(path);
    if (!match) return 404;
    if (match.page === '/product/:id') {
      const id = int4Id.safeParse(match.params.id);
      if (!id.success) return 404;
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', id.data)
        .where('listed', '=', true)
        .executeTakeFirst();
      return product ? 200 : 404;
    }
    return 200;
  };
}
