import { categoryTitle, fromUsdCents, type ProductImage, type ProductVariant } from '@shop/core';
import type { ProductCard } from './product-card.query.js';
import type { ShopperContext } from './shopper-context.js';

/**
 * A product as the storefront receives it: the spec's field names, in the shopper's language
 * (the card was read in it) and currency.
 */
export function productView(row: ProductCard, { lang, currency }: ShopperContext) {
  const variants = row.variants as ProductVariant[];
  const images = row.images as ProductImage[];
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
    price: fromUsdCents(row.price_cents, currency),
    charged: fromUsdCents(row.charged_cents, currency),
    currency,
    sale: row.discount_percent > 0,
    discount: String(row.discount_percent),
    stock: row.stock,
    new: row.is_new,
    weightGrams: row.weight_grams,
    variants: variants.map((variant) => ({
      variant_id: variant.variantId,
      id: row.id,
      sku: variant.sku,
      ...(variant.size && { size: variant.size }),
      ...(variant.color && { color: variant.color }),
      image_id: variant.imageId,
    })),
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
