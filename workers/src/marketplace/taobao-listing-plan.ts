import {
  type DelistReason,
  type ListingOffer,
  type ListingSkuOffer,
  type Markup,
  type ProductPrice,
  type ProductVariant,
  type TaobaoSettings,
  taobaoListingPriceFen,
  unitPrice,
  variantName,
} from '@shop/core';

/** A product as the listing sync reads it from the catalogue and stock views. */
export interface ListingCandidate {
  readonly productId: number;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly chargedCents: number;
  /** The product's price and sale, which its variants' own prices and discounts override. */
  readonly price: ProductPrice;
  readonly variants: readonly ProductVariant[];
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
 * is in good standing, the product is still ours, its category is chosen and it has stock. A
 * product with variants is offered as one SKU per variant, each at the variant's own charged
 * price plus the markup (`skuOffers`).
 *
 * @example
 * listingTarget(sencha, { categories: ['teas'], markupPercent: 20, markupFixedFen: 0 }, true)
 * // { onSale: true, offer: { priceFen: 8640, quantity: 12 } }
 */
export function listingTarget(
  product: ListingCandidate,
  settings: TaobaoSettings,
  sellerActive: boolean,
  now = new Date(),
): ListingTarget {
  if (!sellerActive) return { onSale: false, reason: 'suspended' };
  if (!product.listed) return { onSale: false, reason: 'removed' };
  if (!(settings.categories as readonly string[]).includes(product.category)) {
    return { onSale: false, reason: 'category_deselected' };
  }
  if (product.available <= 0) return { onSale: false, reason: 'sold_out' };
  const markup = { percent: settings.markupPercent, fixedFen: settings.markupFixedFen };
  // One variant is the product itself: its item needs no SKUs.
  const skus = product.variants.length > 1 ? skuOffers(product, markup, now) : [];
  if (skus.length === 0) {
    return {
      onSale: true,
      offer: {
        priceFen: taobaoListingPriceFen(product.chargedCents, markup),
        quantity: product.available,
      },
    };
  }
  return {
    onSale: true,
    offer: {
      priceFen: Math.min(...skus.map((sku) => sku.priceFen)),
      quantity: product.available,
      skus,
    },
  };
}

/**
 * One SKU per variant, at the variant's charged price (its own price and discount, else the
 * product's) at the CNY rate plus the markup. The variants share the product's stock, so its
 * available units are shared out among the SKUs, the first taking any left over: Taobao never
 * sells more than we have, and each sync shares them out afresh.
 *
 * @example
 * skuOffers({ ...kitKat, available: 5, variants: [bar, box] }, { percent: 0, fixedFen: 0 }, now)
 * // [{ variantId: 1, name: '1 bar', priceFen: 1433, quantity: 3 },
 * //  { variantId: 2, name: '12 pack', priceFen: 14393, quantity: 2 }]
 */
export function skuOffers(
  product: Pick<ListingCandidate, 'price' | 'variants' | 'available'>,
  markup: Markup,
  now: Date,
): ListingSkuOffer[] {
  const count = product.variants.length;
  const share = Math.floor(product.available / count);
  const left = product.available - share * count;
  return product.variants.map((variant, index) => ({
    variantId: variant.variantId,
    name: (variantName(variant) || variant.sku).slice(0, 30),
    priceFen: taobaoListingPriceFen(unitPrice(product.price, variant, now).chargedCents, markup),
    quantity: share + (index < left ? 1 : 0),
  }));
}

/** Taobao's leaf category of each category we sell there (food, imported). */
export const taobaoCategoryIds: Readonly<Record<string, number>> = {
  sweets: 50_008_055,
  teas: 50_008_825,
  snacks: 50_008_613,
  beverages: 50_026_316,
  gums: 50_010_566,
};
