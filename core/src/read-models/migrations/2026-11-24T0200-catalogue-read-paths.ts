import { type Kysely, sql } from 'kysely';

const languages = ['en-US', 'ko', 'ja', 'zh-CN'] as const;

/**
 * What the shopper's catalogue reads need to stay fast at 100,000 products: an index for each
 * list order (newest, price, title in each language), within a category too, all partial on
 * listed products; an index for "others of the category"; and the catalogue's version, which the
 * products projection moves whenever a product row changes, so answers and totals can be cached
 * and revalidated (ETag) until the catalogue next changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('singleton', 'boolean', (column) =>
      column.primaryKey().defaultTo(true).check(sql`singleton`),
    )
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();

  const listed = sql`WHERE listed`;
  const indexes: Record<string, string> = {
    products_newest_idx: '(listed_at DESC, id)',
    products_category_newest_idx: '(category, listed_at DESC, id)',
    products_price_idx: '(charged_cents, id)',
    products_category_price_idx: '(category, charged_cents, id)',
    products_category_id_idx: '(category, id)',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await sql`CREATE INDEX ${sql.raw(name)} ON products ${sql.raw(columns)} ${listed}`.execute(db);
  }
  for (const language of languages) {
    const name = `products_title_${language.replace('-', '_').toLowerCase()}_idx`;
    await sql`CREATE INDEX ${sql.raw(name)} ON products (${titleKey(language)}, id) ${listed}`.execute(
      db,
    );
  }
}

/** The title a list sorts by in `language`: its own, or the English one. */
function titleKey(language: string) {
  return sql`(coalesce(titles->>${sql.lit(language)}, titles->>'en-US'))`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const language of languages) {
    await sql`DROP INDEX ${sql.raw(`products_title_${language.replace('-', '_').toLowerCase()}_idx`)}`.execute(
      db,
    );
  }
  for (const name of [
    'products_newest_idx',
    'products_category_newest_idx',
    'products_price_idx',
    'products_category_price_idx',
    'products_category_id_idx',
  ]) {
    await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_version').execute();
}
