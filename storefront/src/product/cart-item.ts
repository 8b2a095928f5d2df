import type { NewItem } from '../cart/cart-rules';
import type { Product, Variant } from '../catalog/product';
import { unitPriceOf } from '../money/product-price';
import { variantLabel } from './variant-selection';

/** The cart line for `quantity` of a product in the chosen variant, with its image and price. */
export function cartItemFor(
  product: Product,
  variant: Variant | undefined,
  quantity: number,
): NewItem {
  return {
    id: product.id,
    variantId: variant?.variant_id,
    title: product.title,
    img:
      product.images.find(({ image_id }) => image_id === variant?.image_id)?.src ??
      product.images[0]?.src ??
      '',
    charged: unitPriceOf(product, variant).charged,
    ...(variant && { variantName: variantLabel(variant) }),
    stock: product.stock,
    currencyCode: product.currency,
    quantity,
  };
}
