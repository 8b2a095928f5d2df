import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/**
 * Grows the products read model to `total` rows with copies of the listed seed products (ids
 * from the next free one, each title followed by its copy number, "Pocky Matcha 12", listed a
 * second apart), then moves the catalogue version so that caches and ETags see the change.
 *
 * Written straight into the read model in one statement: listing 100,000 products through
 * commands and the projection takes a quarter of an hour on a 2-core machine, and the catalogue
 * reads measured here only ever read this table. `jsonb_populate_record` keeps every column of
 * the seed row, whatever columns the table has.
 */
export async function growBenchCatalogue(db: Kysely<Database>, total: number): Promise<void> {
  await sql`
    WITH seed AS (
      SELECT p, row_number() OVER (ORDER BY id) - 1 AS ordinal, count(*) OVER () AS size
      FROM products AS p WHERE listed AND id < 1000
    ),
    first AS (SELECT coalesce(max(id), 0) AS id, count(*) AS count FROM products)
    INSERT INTO products
    SELECT (jsonb_populate_record(NULL::products, to_jsonb(seed.p) || jsonb_build_object(
      'id', first.id + n,
      'titles', titles.titles,
      'search_text', titles.search_text,
      'listed_at', now() - n * interval '1 second'
    ))).*
    FROM first, generate_series(1, ${total} - first.count) AS n
    JOIN seed ON seed.ordinal = n % seed.size
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(key, value || ' ' || (first.id + n)) AS titles,
        lower(string_agg(value || ' ' || (first.id + n), E'\\n')) AS search_text
      FROM jsonb_each_text((seed.p).titles)
    ) AS titles`.execute(db);
  // A shop's catalogue grows over months, its table vacuumed and its pages written out long
  // before anyone measures it: without this, autovacuum's pass over the new rows (and their
  // trigram index) and the checkpoint writing them out ran during the calls measured next,
  // which came out at half their speed at 100,000 products in some runs.
  await sql`VACUUM (ANALYZE) products`.execute(db);
  await sql`CHECKPOINT`.execute(db).catch(() => {
    // Only superusers and pg_checkpoint may; elsewhere the checkpoint comes in its own time.
  });
  // A version the projection never writes (it counts up from 1), so nothing cached before
  // this insert is taken for current.
  await sql`
    INSERT INTO catalogue_version (version) VALUES (-(extract(epoch from clock_timestamp()) * 1000)::bigint)
    ON CONFLICT (singleton) DO UPDATE SET version = excluded.version`.execute(db);
}
