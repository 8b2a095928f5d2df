import {
  comparePositions,
  type Database,
  DomainError,
  type EventStore,
  type GlobalPosition,
  handleCommand,
  type Logger,
  type ProductCommand,
  productDecider,
  productStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { systemMetadata } from '../http/command-metadata.js';

type ListProduct = Extract<ProductCommand, { type: 'ListProduct' }>;

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
  products: readonly ListProduct[];
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
        try {
          const result = await handleCommand(
            store,
            productStream(product.productId),
            productDecider,
            product,
            metadata,
          );
          listed++;
          if (result.position && (!position || comparePositions(result.position, position) > 0)) {
            position = result.position;
          }
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'product_exists')) throw error;
        }
      }
    }),
  );
  if (position) await waitForProjection(db, 'products', position, { timeoutMs: 60_000 });
  logger.info({ listed }, 'catalogue seeded');
  return listed;
}
