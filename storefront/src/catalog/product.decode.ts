import { type CurrencyCode, isCurrencyCode } from '@shop/core/shared';
import {
  type Fields,
  isRecord,
  list,
  numbers,
  optionalNumber,
  optionalText,
  record,
  requiredNumber,
  text,
  texts,
} from './decode';
import type {
  CategoryEntry,
  FilterChoices,
  FilterOption,
  Product,
  ProductDetail,
  ProductImage,
  ProductPage,
  Variant,
} from './product';

function decodeVariant(raw: unknown, productId: number): Variant | undefined {
  if (!isRecord(raw) || typeof raw.variant_id !== 'number') return undefined;
  return {
    variant_id: raw.variant_id,
    id: optionalNumber(raw, 'id') ?? productId,
    sku: text(raw, 'sku'),
    size: optionalText(raw, 'size'),
    color: optionalText(raw, 'color'),
    image_id: optionalNumber(raw, 'image_id') ?? -1,
  };
}

function decodeImage(raw: unknown, productId: number): ProductImage | undefined {
  if (!isRecord(raw) || typeof raw.src !== 'string' || raw.src === '') return undefined;
  return {
    image_id: optionalNumber(raw, 'image_id') ?? -1,
    id: optionalNumber(raw, 'id') ?? productId,
    alt: text(raw, 'alt'),
    src: raw.src,
    variant_id: numbers(raw.variant_id),
  };
}

function weight(fields: Fields): number | undefined {
  const grams = optionalNumber(fields, 'weight') ?? optionalNumber(fields, 'weightGrams');
  return grams !== undefined && grams > 0 ? grams : undefined;
}

/**
 * A product from the API. A product without a currency is priced in the currency that was
 * asked for.
 */
export function decodeProduct(raw: unknown, askedCurrency: CurrencyCode): Product {
  const fields = record(raw, 'product');
  const id = requiredNumber(fields, 'id');
  const price = requiredNumber(fields, 'price');
  const defined = <T>(item: T | undefined): item is T => item !== undefined;
  return {
    id,
    title: text(fields, 'title', `#${id}`),
    description: text(fields, 'description'),
    type: text(fields, 'type'),
    category: text(fields, 'category'),
    categoryTitle: optionalText(fields, 'categoryTitle'),
    brand: text(fields, 'brand'),
    collection: texts(fields.collection),
    tags: texts(fields.tags),
    price,
    charged: optionalNumber(fields, 'charged') ?? price,
    currency: isCurrencyCode(fields.currency) ? fields.currency : askedCurrency,
    sale: fields.sale === true,
    discount: text(fields, 'discount', '0'),
    stock: Math.max(0, optionalNumber(fields, 'stock') ?? 0),
    new: fields.new === true,
    weight: weight(fields),
    variants: list(fields.variants)
      .map((variant) => decodeVariant(variant, id))
      .filter(defined),
    images: list(fields.images)
      .map((image) => decodeImage(image, id))
      .filter(defined),
  };
}

export function decodeProductDetail(raw: unknown, askedCurrency: CurrencyCode): ProductDetail {
  const fields = record(raw, 'product');
  const video = optionalText(fields, 'video');
  return {
    ...decodeProduct(fields, askedCurrency),
    related: list(fields.related).map((item) => decodeProduct(item, askedCurrency)),
    // Only what the back office lets staff save; anything else is not played.
    ...(video && /^(https:\/\/|\/(?!\/))/.test(video) ? { video } : {}),
  };
}

export function decodeProductPage(raw: unknown, askedCurrency: CurrencyCode): ProductPage {
  const fields = record(raw, 'product list');
  const items = list(fields.items).map((item) => decodeProduct(item, askedCurrency));
  const pageSize = optionalNumber(fields, 'pageSize') ?? Math.max(items.length, 1);
  const total = optionalNumber(fields, 'total') ?? items.length;
  return {
    items,
    total,
    page: optionalNumber(fields, 'page') ?? 1,
    pageSize,
    pages: optionalNumber(fields, 'pages') ?? Math.ceil(total / pageSize),
  };
}

export function decodeCategories(raw: unknown): readonly CategoryEntry[] {
  return list(raw).map((item) => {
    const fields = record(item, 'category');
    const cid = text(fields, 'cid');
    return {
      cid,
      title: text(fields, 'title', cid),
      type: text(fields, 'type', cid),
      badgeValue: optionalNumber(fields, 'badgeValue') ?? 0,
    };
  });
}

function decodeOptions(raw: unknown): readonly FilterOption[] {
  return list(raw).flatMap((item) => {
    if (typeof item === 'string') return [{ value: item, count: 0 }];
    if (!isRecord(item)) return [];
    const value = text(item, 'value');
    return value === '' ? [] : [{ value, count: optionalNumber(item, 'count') ?? 0 }];
  });
}

export function decodeFilterChoices(raw: unknown): FilterChoices {
  const fields = record(raw, 'filters');
  const price = isRecord(fields.price) ? fields.price : {};
  return {
    brands: decodeOptions(fields.brands),
    colors: decodeOptions(fields.colors),
    sizes: decodeOptions(fields.sizes),
    tags: decodeOptions(fields.tags),
    price: { min: optionalNumber(price, 'min') ?? 0, max: optionalNumber(price, 'max') ?? 0 },
  };
}
