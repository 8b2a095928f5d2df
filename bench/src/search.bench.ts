import { catalogueSeed, chargedCents, type Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { type Comparison, rate } from './measure.js';

const keywords = ['matcha', 'pocky', 'ラーメン', 'chocolate', 'yuzu', '초코', 'tea'];

/**
 * Title search on a 100,000-product catalogue: the trigram index against the same query with
 * index scans switched off (a full scan), in searches per second.
 */
export async function searchBenchmark(
  db: Kysely<Database>,
  { products }: { products: number },
): Promise<Comparison> {
  const seed = catalogueSeed();
  const rows = Array.from({ length: products }, (_, index) => {
    const product = seed[index % seed.length];
    if (!product) throw new Error('empty seed');
    const titles = Object.values(product.title).map(
      (title) => `${title} ${Math.floor(index / seed.length)}`,
    );
    return {
      id: index + 1,
      titles: JSON.stringify(product.title),
      descriptions: JSON.stringify(product.description),
      search_text: titles.join('\n').toLowerCase(),
      brand: product.brand,
      brand_key: product.brand.toLowerCase(),
      category: product.category,
      collections: [...product.collections],
      tags: [...product.tags],
      colors: [],
      sizes: [],
      is_new: product.isNew,
      weight_grams: product.weightGrams,
      variants: JSON.stringify(product.variants),
      images: JSON.stringify(product.images),
      price_cents: product.priceCents,
      discount_percent: product.discountPercent,
      charged_cents: chargedCents(product),
      stock: product.stock,
      listed: true,
      listed_at: new Date(),
      updated_at: new Date(),
    };
  });
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insertInto('products')
      .values(rows.slice(start, start + 2000))
      .execute();
  }
  await sql`ANALYZE products`.execute(db);

  const searches = 200;
  const search = (connection: Kysely<Database>, keyword: string) =>
    connection
      .selectFrom('products')
      .select(['id'])
      .where('listed', '=', true)
      .where('search_text', 'like', `%${keyword}%`)
      .orderBy('id')
      .limit(12)
      .execute();
  const indexed = await rate(searches, async () => {
    for (let index = 0; index < searches; index++)
      await search(db, keywords[index % keywords.length] ?? 'tea');
  });
  const scanned = await db.connection().execute(async (connection) => {
    await sql`SET enable_bitmapscan = off`.execute(connection);
    await sql`SET enable_indexscan = off`.execute(connection);
    try {
      return await rate(searches / 10, async () => {
        for (let index = 0; index < searches / 10; index++) {
          await search(connection, keywords[index % keywords.length] ?? 'tea');
        }
      });
    } finally {
      await sql`RESET enable_bitmapscan`.execute(connection);
      await sql`RESET enable_indexscan`.execute(connection);
    }
  });
  return {
    measured: { name: `title search, ${products} products, trigram index`, perSecond: indexed },
    baseline: { name: 'the same search as a full scan', perSecond: scanned },
    target: 1,
  };
}
