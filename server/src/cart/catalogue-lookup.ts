import type {
  CatalogueEntry,
  Database,
  LocalizedText,
  ProductRow,
  ProductVariant,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error.js';

/** Listed products by id, as the catalogue has them now. */
export async function listedProducts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('listed', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function catalogueEntry(row: ProductRow): CatalogueEntry {
  return {
    productId: row.id,
    title: (row.titles as LocalizedText)['en-US'],
    chargedCents: row.charged_cents,
    stock: row.stock,
  };
}

/** A product that can go into a cart, with a variant it really has. */
export async function productForCart(
  db: Kysely<Database>,
  productId: number,
  variantId: number | null,
): Promise<ProductRow> {
  const row = (await listedProducts(db, [productId])).get(productId);
  if (!row) throw new AppError(404, 'not_found', 'This product could not be found.');
  assertVariantOf(row, variantId);
  return row;
}

/** A variant must be one of its product's own (400 otherwise); none is always fine. */
export function assertVariantOf(row: ProductRow, variantId: number | null): void {
  if (
    variantId !== null &&
    !(row.variants as ProductVariant[]).some((variant) => variant.variantId === variantId)
  ) {
    throw new AppError(400, 'invalid_variant', `Product ${row.id} has no variant ${variantId}.`);
  }
}
