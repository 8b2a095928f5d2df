import {
  type CatalogueEntry,
  type Database,
  type LocalizedText,
  type ProductPrice,
  type ProductRow,
  type ProductVariant,
  type UnitPrice,
  unitPrice,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { VersionedCache } from '../catalog/versioned-cache.js';
import { AppError } from '../http/app-error.js';

/** What a cart line needs of a catalogue row: not its descriptions or search columns. */
const cartColumns = [
  'id',
  'titles',
  'images',
  'variants',
  'price_cents',
  'discount_percent',
  'sale_ends_at',
  'stock',
  'weight_grams',
] as const satisfies readonly (keyof ProductRow)[];

export type CartProductRow = Pick<ProductRow, (typeof cartColumns)[number]>;

/** Listed products by id, as the catalogue has them now (the columns a cart line needs). */
export async function listedProducts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, CartProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(cartColumns)
    .where('id', 'in', [...new Set(ids)])
    .where('listed', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where the cart finds its products' rows. */
export type CartProducts = (ids: readonly number[]) => Promise<Map<number, CartProductRow>>;

/**
 * The cart's product rows, kept per catalogue version: given the version a request read (see
 * `catalogue-version.ts`), the rows at that version. A cart's answers show the catalogue as it
 * stands, and a busy shop's carts cost no product query while the catalogue stays put. A
 * product not listed is kept as missing too.
 */
export function cachedCartProducts(
  db: Kysely<Database>,
  capacity = 20_000,
): (catalogue: string) => CartProducts {
  const rows = new VersionedCache<CartProductRow | null>(capacity, 'cart products');
  return (catalogue) => async (ids) => {
    // The rows kept at this version, as they are: a cart's lines cost no promise each.
    const products = new Map<number, CartProductRow>();
    const unsettled: number[] = [];
    for (const id of new Set(ids)) {
      const kept = rows.settled(catalogue, String(id));
      if (!kept) unsettled.push(id);
      else if (kept.value) products.set(id, kept.value);
    }
    if (unsettled.length === 0) return products;
    // One query for the rows not kept at this version; each kept as its own entry.
    const missing = unsettled.filter((id) => !rows.has(catalogue, String(id)));
    const found = missing.length > 0 ? listedProducts(db, missing) : null;
    const computed = await Promise.all(
      unsettled.map((id) =>
        rows.get(
          catalogue,
          String(id),
          async () =>
            (await (found && missing.includes(id) ? found : listedProducts(db, [id]))).get(id) ??
            null,
        ),
      ),
    );
    unsettled.forEach((id, index) => {
      const row = computed[index];
      if (row) products.set(id, row);
    });
    return products;
  };
}

/** A catalogue row's price and sale, as the product's price rules read them. */
export function rowPrice(
  row: Pick<ProductRow, 'price_cents' | 'discount_percent' | 'sale_ends_at'>,
): ProductPrice {
  return {
    priceCents: row.price_cents,
    discountPercent: row.discount_percent,
    ...(row.sale_ends_at && { saleEndsAt: new Date(row.sale_ends_at).toISOString() }),
  };
}

/** The variant of a catalogue row, if it has one by that id. */
export function variantOf(
  row: Pick<ProductRow, 'variants'>,
  variantId: number | null,
): ProductVariant | undefined {
  if (variantId === null) return undefined;
  return (row.variants as ProductVariant[]).find((variant) => variant.variantId === variantId);
}

/** What one unit of a row's product (or of one of its variants) costs at `now`. */
export function rowUnitPrice(row: CartProductRow, variantId: number | null, now: Date): UnitPrice {
  return unitPrice(rowPrice(row), variantOf(row, variantId), now);
}

/** A cart line's product as the catalogue has it now, priced for the line's variant. */
export function catalogueEntry(
  row: CartProductRow,
  variantId: number | null,
  now = new Date(),
): CatalogueEntry {
  return {
    productId: row.id,
    variantId,
    title: (row.titles as LocalizedText)['en-US'],
    chargedCents: rowUnitPrice(row, variantId, now).chargedCents,
    stock: row.stock,
  };
}

/** A product that can go into a cart, with a variant it really has. */
export async function productForCart(
  products: CartProducts,
  productId: number,
  variantId: number | null,
): Promise<CartProductRow> {
  const row = (await products([productId])).get(productId);
  if (!row) throw new AppError(404, 'not_found', 'This product could not be found.');
  assertVariantOf(row, variantId);
  return row;
}

/** A variant must be one of its product's own (400 otherwise); none is always fine. */
export function assertVariantOf(row: CartProductRow, variantId: number | null): void {
  if (variantId !== null && !variantOf(row, variantId)) {
    throw new AppError(400, 'invalid_variant', `Product ${row.id} has no variant ${variantId}.`);
  }
}
