import type { Color } from '../catalog/product.events.js';
import type { ProductListing } from '../catalog/product-listing.js';

/** A listing with sensible defaults; tests override what they look at. */
export function testProduct(
  productId: number,
  overrides: Partial<Omit<ProductListing, 'type' | 'productId'>> & {
    color?: Color;
    size?: string;
  } = {},
): ProductListing {
  const { color = 'red', size = 'single', ...rest } = overrides;
  return {
    type: 'ListProduct',
    productId,
    title: { 'en-US': `Product ${productId}`, ja: `商品 ${productId}` },
    description: { 'en-US': `About product ${productId}.` },
    brand: 'Meiji',
    category: 'sweets',
    collections: [],
    tags: [],
    isNew: false,
    weightGrams: 100,
    variants: [{ variantId: 1, sku: `SKU-${productId}`, size, color, imageId: 1 }],
    images: [{ imageId: 1, alt: color, variantIds: [1] }],
    priceCents: 1000,
    discountPercent: 0,
    stock: 10,
    ...rest,
  };
}
