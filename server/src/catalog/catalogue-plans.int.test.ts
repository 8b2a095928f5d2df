import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { listProductsQuery, productSorts } from './products.repository.js';

/** The plan PostgreSQL picks for the first page, as text. */
async function planOf(query: ReturnType<typeof listProductsQuery>): Promise<string> {
  const rows = await query.limit(12).explain();
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

describe('catalogue lists on a large catalogue (30,000 products)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const categories = ['sweets', 'teas', 'snacks', 'beverages', 'gums', 'seasonings'];
    await sql`
      INSERT INTO products
      SELECT n, jsonb_build_object('en-US', 'Product ' || n, 'ja', '商品 ' || n), '{"en-US":"x"}',
        'product ' || n, 'b', 'b', (${sql.val(categories)}::text[])[1 + n % 6], '{}', '{}', '{}',
        '{}', false, 1, '[]', '[]', 100 + n % 5000, 0, 100 + n % 5000, n % 7, n % 50 <> 0,
        now() - n * interval '1 minute', now()
      FROM generate_series(1, 30000) AS n`.execute(server.db);
    await sql`ANALYZE products`.execute(server.db);
  }, 60_000);
  afterAll(() => server.close());

  it.each(productSorts)(
    'reads the first page in %s order through an index, never sorting the catalogue',
    async (sort) => {
      for (const filter of [
        { currency: 'USD' as const },
        { category: 'teas', currency: 'USD' as const },
      ]) {
        for (const language of ['en-US', 'ja'] as const) {
          const plan = await planOf(listProductsQuery(server.db, filter, sort, language));
          const where = `${sort} ${filter.category ?? 'all'} ${language}\n${plan}`;
          expect(plan, where).not.toContain('Seq Scan');
          expect(plan, where).toMatch(/Index/);
          // Only the ties of one key may be sorted (an incremental sort), never the whole list.
          const sorts = plan.split('\n').filter((line) => /Sort(?! Key)/.test(line));
          expect(
            sorts.every((line) => line.includes('Incremental Sort')),
            where,
          ).toBe(true);
        }
      }
    },
  );
});
