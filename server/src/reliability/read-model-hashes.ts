import type { Database } from '@shop/core';
import { allProjections } from '@shop/projections';
import { type Kysely, sql } from 'kysely';

/**
 * A digest of every row of every projection's tables: the row count and the md5 of the rows
 * as text, sorted. Two databases with the same digests hold the same read models.
 *
 * @example
 * expect(await readModelHashes(db)).toEqual(hashesAfterRebuild);
 */
export async function readModelHashes(db: Kysely<Database>): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const { rows } = await sql<{ rows: number; digest: string }>`
        SELECT count(*)::int AS rows,
               md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
        FROM ${sql.table(table)} AS t`.execute(db);
      hashes[`${projection.name}.${table}`] = `${rows[0]?.rows} rows, md5 ${rows[0]?.digest}`;
    }
  }
  return hashes;
}
