import {
  categoryTitle,
  chargedRange,
  fromUsdCents,
  type ProductImage,
  type ProductVariant,
  saleRunning,
  unitPrice,
} from '@shop/core';
import { rowPrice } from '../cart/catalogue-lookup.js';
import type { ProductCard } from './product-card.query.js';
import type { ShopperContext } from './shopper-context.js';

/**
 * A product as the storefront receives it: the spec's field names, in the shopper's language
 * (the card was read in it) and currency.
 */
export function productView(
  row: ProductCard,
  { lang, currency }: ShopperContext,
  now = new Date(),
) {
  const variants = row.variants as ProductVariant[];
  const images = row.images as ProductImage[];
  // Prices as of this request: a sale past its end shows no more, whatever the row last heard.
  const price = rowPrice(row);
  const own = unitPrice(price, undefined, now);
  const units = [own, ...variants.map((variant) => unitPrice(price, variant, now))];
  const range = chargedRange(price, variants, now);
  const onSale = saleRunning(price, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.category,
    category: row.category,
    categoryTitle: categoryTitle(row.category, lang),
    brand: row.brand,
    collection: row.collections,
    tags: row.tags,
    price: fromUsdCents(own.priceCents, currency),
    charged: fromUsdCents(own.chargedCents, currency),
    /** The cheapest and dearest variant: a card shows "from" the first when they differ. */
    chargedMin: fromUsdCents(range.minCents, currency),
    chargedMax: fromUsdCents(range.maxCents, currency),
    currency,
    sale: units.some((unit) => unit.discountPercent > 0),
    discount: String(own.discountPercent),
    saleEndsAt: onSale && price.saleEndsAt ? price.saleEndsAt : null,
    stock: row.stock,
    new: row.is_new,
    weightGrams: row.weight_grams,
    variants: variants.map((variant, index) => {
      const unit = units[index + 1] ?? own;
      return {
        variant_id: variant.variantId,
        id: row.id,
        sku: variant.sku,
        ...(variant.size && { size: variant.size }),
        ...(variant.color && { color: variant.color }),
        image_id: variant.imageId,
        price: fromUsdCents(unit.priceCents, currency),
        charged: fromUsdCents(unit.chargedCents, currency),
        discount: unit.discountPercent,
      };
    }),
    images: images.map((image) => ({
      image_id: image.imageId,
      id: row.id,
      alt: image.alt,
      src: productImagePath(row.id, image.imageId),
      variant_id: image.variantIds,
    })),
    ...(row.video_url && { video: row.video_url }),
  };
}

export function productImagePath(productId: number, imageId: number): string {
  return `/images/products/${productId}-${imageId}.svg`;
}
