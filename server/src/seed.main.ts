import {
  blogSeed,
  catalogueSeed,
  createDatabase,
  createEventStore,
  createLogger,
  loadConfig,
  shopCommands,
} from '@shop/core';
import { seedBlog } from './bootstrap/blog-seed.js';
import { seedCatalogue } from './bootstrap/catalogue-seed.js';
import { seedContentPages } from './bootstrap/content-seed.js';

/**
 * `npm run seed -w server`: lists the starting catalogue and publishes the seed blog posts in a shop run from separate services
 * (the embedded default seeds itself). The projections service must be running.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger('seed', config.LOG_LEVEL);
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('DATABASE_URL is required to seed a shop run from separate services.');
  const db = createDatabase(databaseUrl, { applicationName: 'shop-seed' });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl });
  try {
    const listed = await seedCatalogue({ store, db, logger, products: catalogueSeed() });
    process.stdout.write(
      listed ? `Listed ${listed} products.\n` : 'The catalogue was seeded already.\n',
    );
    const published = await seedBlog({
      commands: shopCommands(store),
      db,
      logger,
      posts: blogSeed(),
    });
    process.stdout.write(`Published ${published} blog posts.\n`);
    const entries = await seedContentPages({ commands: shopCommands(store), db, logger });
    process.stdout.write(`Published ${entries} FAQ entries, team members and looks.\n`);
  } finally {
    await store.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
