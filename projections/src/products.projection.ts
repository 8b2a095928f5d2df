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
    for (const [index, recorded] of events.entries()) {
      if (recorded.streamName.startsWith('product-')) {
        await applyEvent(trx, recorded as RecordedEvent & ProductEvent);
      } else if (recorded.streamName.startsWith('stock-')) {
        await applyStock(trx, recorded as RecordedEvent & StockEvent);
      } else {
        continue;
      }
      changedAt = firstSequence + index;
    }
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

/** Every stock event carries the levels after it: the row takes them as they are. */
async function applyStock(trx: Kysely<Database>, event: RecordedEvent & StockEvent) {
  const { productId, available, reserved, committed } = event.data;
  const updatedAt = new Date(event.metadata.occurredAt);
  const levels = { available, reserved, committed, updated_at: updatedAt };
  await trx
    .insertInto('product_stock')
    .values({ product_id: productId, ...levels })
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(levels))
    .execute();
  await trx.updateTable('products').set({ stock: available }).where('id', '=', productId).execute();
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
