import type { Database, ProductDetails, ProductEvent, RecordedEvent, StockEvent } from '@shop/core';
import { chargedCents, languages } from '@shop/core';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Projection } from './projection.js';

/**
 * The catalogue the storefront browses and searches, with each product's stock, and its
 * version: the sequence of the last event that changed a product row (details, price, listing
 * or stock), which catalogue caches and ETags key on.
 */
export const productsProjection: Projection = {
  name: 'products',
  streams: ['product', 'stock'],
  tables: ['products', 'product_stock', 'catalogue_version'],
  async apply({ trx }, events, firstSequence) {
    let changedAt: number | null = null;
    // Each stock event carries the levels after it: the batch writes each product's last ones.
    const stock = new Map<number, StockRow>();
    for (const [index, recorded] of events.entries()) {
      if (recorded.streamName.startsWith('product-')) {
        const event = recorded as RecordedEvent & ProductEvent;
        // A listing takes its stock from the rows: the levels gathered so far go first.
        if (event.type === 'ProductListed') await writeStock(trx, stock);
        await applyEvent(trx, event);
      } else if (recorded.streamName.startsWith('stock-')) {
        const { data, metadata } = recorded as RecordedEvent & StockEvent;
        stock.set(data.productId, {
          product_id: data.productId,
          available: data.available,
          reserved: data.reserved,
          committed: data.committed,
          updated_at: new Date(metadata.occurredAt),
        });
      } else {
        continue;
      }
      changedAt = firstSequence + index;
    }
    await writeStock(trx, stock);
    if (changedAt !== null) await moveCatalogueVersion(trx, changedAt);
  },
};

function moveCatalogueVersion(trx: Kysely<Database>, version: number) {
  return trx
    .insertInto('catalogue_version')
    .values({ version })
    .onConflict((conflict) => conflict.column('singleton').doUpdateSet({ version }))
    .execute();
}

type StockRow = Insertable<Database['product_stock']> & { product_id: number; available: number };

/**
 * The stock levels gathered, in two statements however many events brought them (a busy
 * batch holds several reservations of the same products), in product order; then forgotten.
 */
async function writeStock(trx: Kysely<Database>, stock: Map<number, StockRow>) {
  if (stock.size === 0) return;
  const rows = [...stock.values()].sort((a, b) => a.product_id - b.product_id);
  stock.clear();
  await trx
    .insertInto('product_stock')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet((eb) => ({
        available: eb.ref('excluded.available'),
        reserved: eb.ref('excluded.reserved'),
        committed: eb.ref('excluded.committed'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  // Each row found by its key, however large the catalogue.
  const ids = rows.map((row) => row.product_id);
  await sql`
    UPDATE products
    SET stock = (${rows.map((row) => row.available)}::int[])[array_position(${ids}::int[], products.id)]
    WHERE products.id = ANY(${ids}::int[])`.execute(trx);
}

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & ProductEvent) {
  const productId = Number(event.streamName.slice('product-'.length));
  const at = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'ProductListed': {
      const { priceCents, discountPercent, saleEndsAt } = event.data;
      await trx
        .insertInto('products')
        .values({
          id: event.data.productId,
          ...detailColumns(event.data),
          price_cents: priceCents,
          discount_percent: discountPercent,
          charged_cents: chargedCents({ priceCents, discountPercent }),
          sale_ends_at: saleEndsAt ?? null,
          // Stock usually follows its listing, but may have come first.
          stock: sql<number>`coalesce((SELECT available FROM product_stock WHERE product_id = ${event.data.productId}), 0)`,
          listed: true,
          listed_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'ProductDetailsChanged':
      await update(trx, productId, { ...detailColumns(event.data), updated_at: at });
      return;
    case 'ProductPriceChanged':
      await update(trx, productId, {
        price_cents: event.data.priceCents,
        discount_percent: event.data.discountPercent,
        charged_cents: chargedCents(event.data),
        sale_ends_at: event.data.saleEndsAt ?? null,
        updated_at: at,
      });
      return;
    case 'ProductDelisted':
      await update(trx, productId, { listed: false, updated_at: at });
      return;
    default:
      return;
  }
}

type ProductColumns = Insertable<Database['products']>;

function update(trx: Kysely<Database>, id: number, values: Partial<ProductColumns>) {
  return trx.updateTable('products').set(values).where('id', '=', id).execute();
}

function detailColumns(details: ProductDetails) {
  const titles = languages.map((language) => details.title[language]).filter(Boolean);
  return {
    titles: JSON.stringify(details.title),
    descriptions: JSON.stringify(details.description),
    search_text: titles.join('\n').toLowerCase(),
    brand: details.brand,
    brand_key: details.brand.toLowerCase(),
    category: details.category,
    collections: [...details.collections],
    tags: details.tags.map((tag) => tag.toLowerCase()),
    colors: distinct(details.variants.map((variant) => variant.color)),
    sizes: distinct(details.variants.map((variant) => variant.size)),
    is_new: details.isNew,
    weight_grams: details.weightGrams,
    variants: JSON.stringify(details.variants),
    images: JSON.stringify(details.images),
    video_url: details.videoUrl ?? null,
  };
}

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}
