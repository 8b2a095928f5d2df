import type { CurrencyCode } from '@shop/core/shared';

/** One line of the cart (spec §3 "Cart item"): a product, or one variant of it. */
export interface CartItem {
  readonly id: number;
  readonly variantId?: number;
  /** The variant as the shopper picked it ("12 pack · green"). */
  readonly variantName?: string;
  readonly title: string;
  readonly img: string;
  /** The price charged for one, in `currencyCode`. */
  readonly charged: number;
  readonly quantity: number;
  readonly stock: number;
  readonly currencyCode: CurrencyCode;
  /** How many can be had now, as the last renewal found. */
  readonly availableQty?: number;
  readonly originalTitle?: string;
}

/** "Please check the following price changes…": one line of that notice. */
export interface PriceChange {
  readonly currencyCode: CurrencyCode;
  readonly title: string;
  readonly variantName?: string;
  readonly oldPrice: number;
  readonly newPrice: number;
}

/** "…out of stock now or in not enough stock.": one line of that notice. */
export interface SoldOutItem {
  readonly title: string;
  readonly availableQty: number;
  readonly cartQty: number;
}

/** A line as `POST /cart`, `/cart/merge` and `/orders` name it. */
export interface LineRequest {
  readonly id: number;
  readonly variantId?: number;
  readonly quantity: number;
}

/** A product's fresh copy from `POST /cart-renewed`. */
export interface RenewedItem {
  readonly id: number;
  readonly title: string;
  readonly img: string;
  readonly charged: number;
  /** Each variant's own charged price, when variants are priced apart. */
  readonly variants?: readonly { readonly variantId: number; readonly charged: number }[];
  readonly availableQty: number;
  readonly currencyCode: CurrencyCode;
}

export interface Renewal {
  readonly shippingFee?: number;
  readonly items: readonly RenewedItem[];
}

/** The cart as `GET /cart` answers it. */
export interface ServerCart {
  readonly items: readonly CartItem[];
  readonly priceChanges: readonly PriceChange[];
  readonly soldOutItems: readonly SoldOutItem[];
  readonly subTotal?: number;
  readonly currencyCode?: CurrencyCode;
}
