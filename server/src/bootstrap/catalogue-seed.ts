import {
  comparePositions,
  type Database,
  type EventStore,
  type GlobalPosition,
  type Logger,
  listProduct,
  type ProductListing,
  productStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { systemMetadata } from '../http/command-metadata.js';

/**
 * Lists the seed catalogue unless its products exist already, so it runs once. A start cut off
 * halfway resumes: products already listed are skipped.
 *
 * @example
 * await seedCatalogue({ store, db, logger, products: catalogueSeed() });
 */
export async function seedCatalogue({
  store,
  db,
  logger,
  products,
}: {
  store: EventStore;
  db: Kysely<Database>;
  logger: Logger;
  products: readonly ProductListing[];
}): Promise<number> {
  const first = products[0];
  const last = products.at(-1);
  if (!first || !last) return 0;
  const done = await Promise.all(
    [first, last].map((product) => store.readStream(productStream(product.productId))),
  );
  if (done.every((events) => events.length > 0)) return 0;

  const metadata = systemMetadata('catalogue-seed');
  let listed = 0;
  let position: GlobalPosition | null = null;
  const queue = [...products];
  // A few at a time: enough to keep the database busy without hogging its connections.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let product = queue.shift(); product; product = queue.shift()) {
        // A product listed by a start cut off halfway still gets its opening stock.
        const listedAt = await listProduct(store, product, metadata, { resume: true });
        listed++;
        if (listedAt && (!position || comparePositions(listedAt, position) > 0)) {
          position = listedAt;
        }
      }
    }),
  );
  if (position) await waitForProjection(db, 'products', position, { timeoutMs: 60_000 });
  logger.info({ listed }, 'catalogue seeded');
  return listed;
}
