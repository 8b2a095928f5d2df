import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/**
 * Vacuums and analyses what autovacuum would have by now, when the server runs without it (this
 * machine's PostgreSQL has `autovacuum = off`; a shop's, `npm start`'s embedded one included,
 * has it on): each table past autovacuum's own thresholds, as the server sets them. Without it,
 * the dead rows of every order's updates (its job, its row in the orders list, its payment) piled
 * up from call to call, and the later calls ran slower for it. Called between calls, once the
 * shop is idle; answers the tables it vacuumed (none when autovacuum is on).
 */
export async function vacuumAsAutovacuumWould(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; analyze_only: boolean }>`
    WITH settings AS (
      SELECT current_setting('autovacuum') = 'on' AS running,
        current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
        current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
        current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale,
        current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
        current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale
    ), due AS (
      SELECT format('%I.%I', s.schemaname, s.relname) AS name,
        s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
          OR s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0)
          AS to_vacuum,
        s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0)
          AS to_analyze
      FROM pg_stat_user_tables AS s
      JOIN pg_class AS c ON c.oid = s.relid
      CROSS JOIN settings
      WHERE NOT settings.running
    )
    SELECT name, NOT to_vacuum AS analyze_only FROM due WHERE to_vacuum OR to_analyze ORDER BY name`.execute(
    db,
  );
  for (const { name, analyze_only } of rows) {
    await sql.raw(analyze_only ? `ANALYZE ${name}` : `VACUUM (ANALYZE) ${name}`).execute(db);
  }
  return rows.map(({ name }) => name);
}
