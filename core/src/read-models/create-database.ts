import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { ignoreLostConnections } from './ignore-lost-connections.js';

const int8 = 20;

/**
 * Kysely over a pg pool. bigint columns come back as numbers: positions, counts and money in
 * minor units all stay far below 2^53.
 *
 * @example
 * const db = createDatabase(config.DATABASE_URL);
 * const rows = await db.selectFrom('event_log').selectAll().limit(25).execute();
 */
export function createDatabase(
  connectionString: string,
  { poolSize = 10, applicationName = 'shop' }: { poolSize?: number; applicationName?: string } = {},
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    application_name: applicationName,
    types: {
      getTypeParser: (oid, format) =>
        oid === int8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    },
  });
  ignoreLostConnections(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
