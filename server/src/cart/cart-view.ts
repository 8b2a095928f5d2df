import {
  aggregateState,
  type CartState,
  type CurrencyCode,
  cartDecider,
  cartStream,
  type EventStore,
  fromUsdCents,
  type Language,
  type LocalizedText,
  localize,
  type ProductImage,
  variantName,
} from '@shop/core';
import { productImagePath } from '../catalog/product-view.js';
import {
  type CartProductRow,
  type CartProducts,
  rowUnitPrice,
  variantOf,
} from './catalogue-lookup.js';

/**
 * A customer's cart as its own stream leaves it (empty when there is none yet). The stream is
 * short and its fold is kept between reads, so this costs one read of what is new, and a
 * shopper's read always shows their last write, without waiting for any read model.
 */
export async function currentCart(store: EventStore, customerId: string): Promise<CartState> {
  return aggregateState(store, cartStream(customerId), cartDecider);
}

/**
 * The cart as the storefront shows it: lines with today's titles, images, prices and stock, and
 * the notices the last renewal recorded, in the shopper's language and currency. A write answers
 * with the cart its command left; a read, with the cart's stream as it stands.
 */
export async function cartView(
  cartProducts: CartProducts,
  cart: CartState,
  { lang, currency }: { lang: Language; currency: CurrencyCode },
) {
  const { lines } = cart;
  const products = await cartProducts(lines.map((line) => line.productId));
  const now = new Date();
  const nameOf = (product: CartProductRow | undefined, variantId: number | null | undefined) => {
    const variant = product && variantOf(product, variantId ?? null);
    return variant ? variantName(variant) : '';
  };
  const items = lines.map((line) => {
    const product = products.get(line.productId);
    const images = (product?.images ?? []) as ProductImage[];
    const imageId = (product && variantOf(product, line.variantId)?.imageId) ?? images[0]?.imageId;
    const chargedCents = product
      ? rowUnitPrice(product, line.variantId, now).chargedCents
      : line.chargedCents;
    return {
      id: line.productId,
      variantId: line.variantId,
      variantName: nameOf(product, line.variantId),
      title: product ? localize(product.titles as LocalizedText, lang) : line.title,
      originalTitle: line.title,
      img: imageId === undefined ? null : productImagePath(line.productId, imageId),
      charged: fromUsdCents(chargedCents, currency),
      quantity: line.quantity,
      stock: product?.stock ?? 0,
      availableQty: product?.stock ?? 0,
      currencyCode: currency,
      chargedCents,
      weightGrams: product?.weight_grams ?? 0,
    };
  });
  const subTotalCents = items.reduce((sum, item) => sum + item.chargedCents * item.quantity, 0);
  return {
    items: items.map(({ chargedCents: _cents, weightGrams: _weight, ...item }) => item),
    priceChanges: cart.priceChanges.map((notice) => {
      const variantName = nameOf(products.get(notice.productId), notice.variantId);
      return {
        currencyCode: currency,
        title: notice.title,
        ...(variantName && { variantName }),
        oldPrice: fromUsdCents(notice.oldCents, currency),
        newPrice: fromUsdCents(notice.newCents, currency),
      };
    }),
    soldOutItems: cart.soldOut.map(({ title, availableQty, cartQty }) => ({
      title,
      availableQty,
      cartQty,
    })),
    subTotal: fromUsdCents(subTotalCents, currency),
    currencyCode: currency,
    weightGrams: items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0),
  };
}
