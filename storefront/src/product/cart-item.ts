import type { NewItem } from '../cart/cart-rules';
import type { Product, Variant } from '../catalog/product';

/** The cart line for `quantity` of a product in the chosen variant, with the variant's image. */
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
    charged: product.charged,
    stock: product.stock,
    currencyCode: product.currency,
    quantity,
  };
}
