import {
  type DelistReason,
  type ListingOffer,
  type TaobaoSettings,
  taobaoListingPriceFen,
} from '@shop/core';

/** A product as the listing sync reads it from the catalogue and stock views. */
export interface ListingCandidate {
  readonly productId: number;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly chargedCents: number;
  /** Still in our catalogue (not removed). */
  readonly listed: boolean;
  readonly available: number;
}

/** What the seller's Taobao item of a product should be: on sale with an offer, or off sale. */
export type ListingTarget =
  | { readonly onSale: true; readonly offer: ListingOffer }
  | { readonly onSale: false; readonly reason: DelistReason };

/**
 * On sale, at our price plus the seller's markup and with our available units, while the seller
 * is in good standing, the product is still ours, its category is chosen and it has stock.
 *
 * @example
 * listingTarget(sencha, { categories: ['teas'], markupPercent: 20, markupFixedFen: 0 }, true)
 * // { onSale: true, offer: { priceFen: 8640, quantity: 12 } }
 */
export function listingTarget(
  product: ListingCandidate,
  settings: TaobaoSettings,
  sellerActive: boolean,
): ListingTarget {
  if (!sellerActive) return { onSale: false, reason: 'suspended' };
  if (!product.listed) return { onSale: false, reason: 'removed' };
  if (!(settings.categories as readonly string[]).includes(product.category)) {
    return { onSale: false, reason: 'category_deselected' };
  }
  if (product.available <= 0) return { onSale: false, reason: 'sold_out' };
  return {
    onSale: true,
    offer: {
      priceFen: taobaoListingPriceFen(product.chargedCents, {
        percent: settings.markupPercent,
        fixedFen: settings.markupFixedFen,
      }),
      quantity: product.available,
    },
  };
}

/** Taobao's leaf category of each category we sell there (food, imported). */
export const taobaoCategoryIds: Readonly<Record<string, number>> = {
  sweets: 50_008_055,
  teas: 50_008_825,
  snacks: 50_008_613,
  beverages: 50_026_316,
  gums: 50_010_566,
};
