import type { CurrencyCode } from '@shop/core/shared';

export interface Variant {
  readonly variant_id: number;
  /** The product it belongs to. */
  readonly id: number;
  readonly sku: string;
  readonly size?: string;
  readonly color?: string;
  readonly image_id: number;
}

export interface ProductImage {
  readonly image_id: number;
  readonly id: number;
  /** The colour name. */
  readonly alt: string;
  readonly src: string;
  readonly variant_id: readonly number[];
}

/** A catalogue product as the API sends it, in the language and currency asked for. */
export interface Product {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly type: string;
  readonly category: string;
  /** The category's name in the language asked for, when the API gives it. */
  readonly categoryTitle?: string;
  readonly brand: string;
  readonly collection: readonly string[];
  readonly tags: readonly string[];
  readonly price: number;
  /** The price actually charged: `price` less the discount. */
  readonly charged: number;
  readonly currency: CurrencyCode;
  readonly sale: boolean;
  /** A percentage held as text, e.g. "20". */
  readonly discount: string;
  readonly stock: number;
  readonly new: boolean;
  /** Grams, when the catalogue gives it. */
  readonly weight?: number;
  readonly variants: readonly Variant[];
  readonly images: readonly ProductImage[];
}

export interface ProductDetail extends Product {
  readonly related: readonly Product[];
  /** The product's video, a path on this shop or an https address, when it has one. */
  readonly video?: string;
}

export interface ProductPage {
  readonly items: readonly Product[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly pages: number;
}

export interface CategoryEntry {
  readonly cid: string;
  readonly title: string;
  readonly type: string;
  readonly badgeValue: number;
}

export interface FilterOption {
  readonly value: string;
  readonly count: number;
}

/** What the collection sidebar offers for the current category. */
export interface FilterChoices {
  readonly brands: readonly FilterOption[];
  readonly colors: readonly FilterOption[];
  readonly sizes: readonly FilterOption[];
  readonly tags: readonly FilterOption[];
  readonly price: { readonly min: number; readonly max: number };
}

/** The spec's collection labels, in the order the home page's tabs show them. */
export const collectionLabels = [
  'new products',
  'best sellers',
  'featured products',
  'on sale',
  'new arrival',
  'trending product',
] as const;
export type CollectionLabel = (typeof collectionLabels)[number];

/** The colour swatches of the filter sidebar. */
export const colors = ['white', 'grey', 'red', 'purple', 'blue', 'yellow', 'green'] as const;
export type Color = (typeof colors)[number];

export function isColor(value: string): value is Color {
  return (colors as readonly string[]).includes(value);
}
