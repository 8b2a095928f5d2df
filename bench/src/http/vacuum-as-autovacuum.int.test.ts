import { createDatabase, type Database } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacuumAsAutovacuumWould } from './vacuum-as-autovacuum.js';

describe('vacuumAsAutovacuumWould', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase('shop_test_vacuum');
    db = createDatabase(database.url);
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function deadRows(table: string): Promise<number> {
    await sql`SELECT pg_stat_force_next_flush()`.execute(db);
    const { rows } = await sql<{ dead: string }>`
      SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
    return Number(rows[0]?.dead ?? 0);
  }

  it('vacuums the tables past autovacuum thresholds, and only those, when autovacuum is off', async () => {
    // A table whose every row was updated (dead rows past 50 + 20 % of its rows), and one
    // with a single update among its 500 rows, as a busy shop leaves its tables.
    await db.connection().execute(async (connection) => {
      // On one connection, whose counts reach the statistics before the next statement: the
      // VACUUM must find every insert counted, or the inserts it did not see make it due again.
      const run = async (query: ReturnType<typeof sql>) => {
        await query.execute(connection);
        await sql`SELECT pg_stat_force_next_flush()`.execute(connection);
        await sql`SELECT 1`.execute(connection);
      };
      await run(sql`CREATE TABLE churned (id int PRIMARY KEY, n int)`);
      await run(sql`CREATE TABLE quiet (id int PRIMARY KEY, n int)`);
      await run(sql`INSERT INTO churned SELECT g, 0 FROM generate_series(1, 500) AS g`);
      await run(sql`INSERT INTO quiet SELECT g, 0 FROM generate_series(1, 500) AS g`);
      await run(sql`VACUUM (ANALYZE) churned, quiet`);
      await run(sql`UPDATE churned SET n = n + 1`);
      await run(sql`UPDATE quiet SET n = 1 WHERE id = 1`);
    });
    expect(await deadRows('churned')).toBe(500);

    const { rows } = await sql<{ on: string }>`SELECT current_setting('autovacuum') AS on`.execute(
      db,
    );
    const vacuumed = await vacuumAsAutovacuumWould(db);
    if (rows[0]?.on === 'on') {
      // Autovacuum does it in its own time: nothing is done here.
      expect(vacuumed).toEqual([]);
      return;
    }
    expect(vacuumed).toEqual(['public.churned']);
    expect(await deadRows('churned')).toBe(0);
    expect(await deadRows('quiet')).toBe(1);
  });
});
