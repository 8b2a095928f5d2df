import type { DomainEvent } from '../decider/decider.js';
import type { LocalizedText } from './languages.js';

export const collectionLabels = [
  'new products',
  'best sellers',
  'featured products',
  'on sale',
  'new arrival',
  'trending product',
] as const;
export type CollectionLabel = (typeof collectionLabels)[number];

export const colors = ['white', 'grey', 'red', 'purple', 'blue', 'yellow', 'green'] as const;
export type Color = (typeof colors)[number];

export interface ProductVariant {
  readonly variantId: number;
  readonly sku: string;
  /** Pack size, e.g. "12 pack" or "500 ml". */
  readonly size?: string;
  readonly color?: Color;
  readonly imageId: number;
}

export interface ProductImage {
  readonly imageId: number;
  /** The colour name shown as alt text. */
  readonly alt: string;
  readonly variantIds: readonly number[];
}

/** What describes a product, apart from its price and stock. */
export interface ProductDetails {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly brand: string;
  /** Category slug: sweets, teas, snacks, beverages, gums, ... */
  readonly category: string;
  readonly collections: readonly CollectionLabel[];
  readonly tags: readonly string[];
  readonly isNew: boolean;
  readonly weightGrams: number;
  readonly variants: readonly ProductVariant[];
  readonly images: readonly ProductImage[];
  /**
   * A video of the product for its page: a path on this shop (`/videos/…`) or an https address.
   * The storefront falls back to the first image when it cannot play.
   */
  readonly videoUrl?: string;
}

export interface ProductPrice {
  /** US cents. */
  readonly priceCents: number;
  /** 0 to 90; the charged price is the price less this percentage. */
  readonly discountPercent: number;
}

export type ProductListed = DomainEvent<
  'ProductListed',
  { productId: number } & ProductDetails & ProductPrice
>;
export type ProductDetailsChanged = DomainEvent<'ProductDetailsChanged', ProductDetails>;
export type ProductPriceChanged = DomainEvent<'ProductPriceChanged', ProductPrice>;
export type ProductDelisted = DomainEvent<'ProductDelisted', { reason: string }>;

/** The catalogue entry of a product; its stock lives on `stock-<productId>`. */
export type ProductEvent =
  | ProductListed
  | ProductDetailsChanged
  | ProductPriceChanged
  | ProductDelisted;

/** US cents actually charged: the price less the discount, rounded to the cent. */
export function chargedCents({ priceCents, discountPercent }: ProductPrice): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}
