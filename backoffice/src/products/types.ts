import type { RaRecord } from 'react-admin';
import type { LocaleCode } from '../i18n/locales';

/** A text in each of the shop's languages; only en-US is always there. */
export type LocalizedText = { 'en-US': string } & Partial<
  Record<Exclude<LocaleCode, 'en-US'>, string>
>;

export interface ProductVariant {
  variantId: number;
  sku: string;
  /** Pack size, e.g. "12 pack" or "500 ml". */
  size?: string;
  color?: string;
  imageId: number;
}

export interface ProductImage {
  imageId: number;
  alt: string;
  variantIds: number[];
}

/** What the shop describes a product with, apart from its price and stock. */
export interface ProductDetails {
  title: LocalizedText;
  description: LocalizedText;
  brand: string;
  /** A category slug: sweets, teas, instant-noodles, ... */
  category: string;
  collections: string[];
  tags: string[];
  isNew: boolean;
  weightGrams: number;
  variants: ProductVariant[];
  images: ProductImage[];
  /** Empty: the product has no video. */
  videoUrl?: string;
}

/** One row of `GET /api/admin/products`. */
export interface ProductRecord extends RaRecord<number>, ProductDetails {
  /** US dollars, e.g. 12.99. */
  price: number;
  /** Percent off the price, 0 to 90. */
  discount: number;
  /** US dollars actually charged: the price less the discount. */
  charged: number;
  stock: number;
  listed: boolean;
}

/** A variant as its inputs leave it: anything may still be empty. */
export interface VariantFormValues {
  variantId?: number | null;
  sku?: string | null;
  size?: string | null;
  color?: string | null;
  imageId?: number | null;
}

export interface ImageFormValues {
  imageId?: number | null;
  alt?: string | null;
  variantIds?: number[] | null;
}

/**
 * What the product form holds: a record as the inputs leave it, so any field may be empty,
 * plus the stock change that an edit sends instead of a new stock level.
 */
export interface ProductFormValues {
  id?: number | null;
  title?: Partial<Record<LocaleCode, string | null>>;
  description?: Partial<Record<LocaleCode, string | null>>;
  brand?: string | null;
  category?: string | null;
  collections?: string[] | null;
  tags?: string[] | null;
  isNew?: boolean | null;
  weightGrams?: number | null;
  variants?: VariantFormValues[] | null;
  images?: ImageFormValues[] | null;
  videoUrl?: string | null;
  price?: number | null;
  discount?: number | null;
  /** Create only: the stock the product is listed with. */
  stock?: number | null;
  /** Edit only: how many units arrive (positive) or go (negative). */
  stockDelta?: number | null;
  stockReason?: string | null;
}

/** `POST /api/admin/products`: lists a product under the given id. */
export interface ProductCreatePayload extends ProductDetails {
  id: number;
  price: number;
  discount: number;
  stock: number;
}

/** `PUT /api/admin/products/:id`: the server issues a command for each part that changed. */
export interface ProductUpdatePayload extends ProductDetails {
  id: number;
  price: number;
  discount: number;
  stockDelta?: number;
  stockReason?: string;
}

/** The list filters the server supports. */
export interface ProductFilter {
  q?: string;
  category?: string;
  brand?: string;
  listed?: boolean;
}
