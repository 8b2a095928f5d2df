import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { ignoreLostConnections } from './ignore-lost-connections.js';

const int8 = 20;

/**
 * How long an idle pooled connection stays open: a minute, not pg's 10 s. Bursts of shoppers
 * come seconds apart; each connection closed between them costs PostgreSQL a new backend (its
 * start, its catalogue caches, a first plan of every statement) at the next burst.
 */
export const idleConnectionMs = 60_000;

export interface PoolOptions {
  readonly poolSize?: number;
  /** Shown in pg_stat_activity, to tell the shop's processes apart. */
  readonly applicationName?: string;
}

/**
 * A pg pool for the read-model database. bigint columns come back as numbers: positions,
 * counts and money in minor units all stay far below 2^53.
 */
export function createDatabasePool(
  connectionString: string,
  { poolSize = 10, applicationName = 'shop' }: PoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: idleConnectionMs,
    application_name: applicationName,
    types: {
      getTypeParser: (oid, format) =>
        oid === int8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    },
  });
  ignoreLostConnections(pool);
  return pool;
}

/**
 * Kysely over a pool (made here from a connection string, or given); `destroy()` ends the pool.
 *
 * @example
 * const db = createDatabase(config.DATABASE_URL);
 * const rows = await db.selectFrom('event_log').selectAll().limit(25).execute();
 */
export function createDatabase(
  source: string | pg.Pool,
  options: PoolOptions = {},
): Kysely<Database> {
  const pool = typeof source === 'string' ? createDatabasePool(source, options) : source;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Kysely over one checked-out client, for work that must share that client's transaction with
 * statements Kysely cannot issue (COPY). Releasing the client stays with the caller.
 */
export function databaseOnClient(client: pg.PoolClient): Kysely<Database> {
  const borrowed = { query: client.query.bind(client), release: () => {} };
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect: async () => borrowed, end: async () => {} } as unknown as pg.Pool,
    }),
  });
}
