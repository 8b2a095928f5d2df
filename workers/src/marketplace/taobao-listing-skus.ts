import type { ListingSkuOffer } from '@shop/core';
import type { TaobaoSkus } from '../taobao/taobao-client.js';
import { taobaoPrice } from '../taobao/taobao-price.js';

/**
 * The property our SKUs are told apart by: Taobao's 颜色分类, which every food category takes
 * and which sellers name freely (`property_alias`), a value per variant.
 */
const variantProperty = 1627207;

/**
 * The `outer_id` of a variant's SKU: product and variant, so a trade of it finds both again.
 *
 * @example listingSkuOuterId(7, 2) // '7-2'
 */
export function listingSkuOuterId(productId: number, variantId: number): string {
  return `${productId}-${variantId}`;
}

/** The variant a SKU's `outer_id` names, when it is one of `productId`'s. */
export function variantOfSkuOuterId(
  productId: number,
  outerSkuId: string | undefined,
): number | null {
  const match = /^(\d+)-(\d+)$/.exec(outerSkuId ?? '');
  if (!match || Number(match[1]) !== productId) return null;
  return Number(match[2]);
}

/**
 * A listing's SKUs as `taobao.item.add`/`update` take them: each variant a value of its own
 * (a seller's own value has a negative vid), named after the variant.
 *
 * @example
 * taobaoSkus(7, [{ variantId: 2, name: '12 pack', priceFen: 12_960, quantity: 3 }])
 * // { skus: [{ properties: '1627207:-2', quantity: 3, price: '129.60', outerId: '7-2' }],
 * //   propertyAlias: '1627207:-2:12 pack' }
 */
export function taobaoSkus(productId: number, skus: readonly ListingSkuOffer[]): TaobaoSkus {
  const property = (sku: ListingSkuOffer) => `${variantProperty}:-${sku.variantId}`;
  return {
    skus: skus.map((sku) => ({
      properties: property(sku),
      quantity: sku.quantity,
      price: taobaoPrice(sku.priceFen),
      outerId: listingSkuOuterId(productId, sku.variantId),
    })),
    // Commas, semicolons and colons separate TOP's lists: a name keeps none of them.
    propertyAlias: skus
      .map((sku) => `${property(sku)}:${sku.name.replace(/[,;:]/g, ' ').trim() || sku.variantId}`)
      .join(';'),
  };
}
