import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram indexes answer "title contains the keyword" without scanning the catalogue.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('titles', 'jsonb', (column) => column.notNull())
    .addColumn('descriptions', 'jsonb', (column) => column.notNull())
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('brand_key', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('collections', sql`text[]`, (column) => column.notNull())
    .addColumn('tags', sql`text[]`, (column) => column.notNull())
    .addColumn('colors', sql`text[]`, (column) => column.notNull())
    .addColumn('sizes', sql`text[]`, (column) => column.notNull())
    .addColumn('is_new', 'boolean', (column) => column.notNull())
    .addColumn('weight_grams', 'integer', (column) => column.notNull())
    .addColumn('variants', 'jsonb', (column) => column.notNull())
    .addColumn('images', 'jsonb', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('discount_percent', 'integer', (column) => column.notNull())
    .addColumn('charged_cents', 'integer', (column) => column.notNull())
    .addColumn('stock', 'integer', (column) => column.notNull())
    .addColumn('listed', 'boolean', (column) => column.notNull())
    .addColumn('listed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['category', 'charged_cents'])
    .execute();
  await db.schema
    .createIndex('products_charged_idx')
    .on('products')
    .column('charged_cents')
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand_key').execute();
  for (const column of ['tags', 'colors', 'sizes', 'collections']) {
    await sql`CREATE INDEX ${sql.raw(`products_${column}_idx`)} ON products USING gin (${sql.ref(column)})`.execute(
      db,
    );
  }

  await db.schema
    .createTable('preferences')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preferences').execute();
  await db.schema.dropTable('products').execute();
}
