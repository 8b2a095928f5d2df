import { ConfigError, loadConfig } from '../config/config.js';
import { createDatabase } from './create-database.js';
import { migrateToLatest } from './migrate.js';

/** `npm run migrate -w core`: brings DATABASE_URL's read models to the latest migration. */
async function main() {
  const { DATABASE_URL } = loadConfig();
  if (!DATABASE_URL) throw new ConfigError('DATABASE_URL is required to migrate.');
  const db = createDatabase(DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
