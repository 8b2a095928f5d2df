import type { CartItem, PriceChange, RenewedItem, SoldOutItem } from './cart';

export interface RenewedCart {
  readonly items: readonly CartItem[];
  readonly priceChanges: readonly PriceChange[];
  readonly soldOutItems: readonly SoldOutItem[];
}

/**
 * The cart compared with the server's fresh copies (spec §4 "Cart refresh"): a changed charged
 * price is a price-change notice; otherwise fewer available than in the cart is a sold-out
 * notice, and the line goes when none is left. Title, image and price then come from the fresh
 * copy. A line the answer does not mention stays as it was.
 */
export function renewItems(
  items: readonly CartItem[],
  renewed: readonly RenewedItem[],
): RenewedCart {
  const fresh = new Map(renewed.map((item) => [item.id, item]));
  const priceChanges: PriceChange[] = [];
  const soldOutItems: SoldOutItem[] = [];
  const kept: CartItem[] = [];
  for (const item of items) {
    const copy = fresh.get(item.id);
    if (!copy) {
      kept.push(item);
      continue;
    }
    // A variant priced apart is compared with its own price, not its product's.
    const charged =
      copy.variants?.find((variant) => variant.variantId === item.variantId)?.charged ??
      copy.charged;
    if (charged !== item.charged) {
      priceChanges.push({
        currencyCode: copy.currencyCode,
        title: copy.title || item.title,
        ...(item.variantName && { variantName: item.variantName }),
        oldPrice: item.charged,
        newPrice: charged,
      });
    } else if (copy.availableQty < item.quantity) {
      soldOutItems.push({
        title: copy.title || item.title,
        availableQty: copy.availableQty,
        cartQty: item.quantity,
      });
      if (copy.availableQty <= 0) continue;
    }
    kept.push({
      ...item,
      title: copy.title || item.title,
      img: copy.img || item.img,
      charged,
      currencyCode: copy.currencyCode,
      availableQty: copy.availableQty,
    });
  }
  return { items: kept, priceChanges, soldOutItems };
}

/** The `idIn` of `POST /cart-renewed`: each product once, in cart order. */
export function renewalIds(items: readonly CartItem[]): number[] {
  return [...new Set(items.map(({ id }) => id))];
}
