import type { LocaleCode } from '../i18n/locales';
import type {
  ImageFormValues,
  LocalizedText,
  ProductCreatePayload,
  ProductDetails,
  ProductFormValues,
  ProductImage,
  ProductUpdatePayload,
  ProductVariant,
  VariantFormValues,
} from './types';

const OPTIONAL_LANGUAGES = ['ko', 'ja', 'zh-CN'] as const satisfies readonly LocaleCode[];

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** English always; another language only when it was written, so the shop falls back to English. */
const localizedText = (text: ProductFormValues['title']): LocalizedText => {
  const result: LocalizedText = { 'en-US': trimmed(text?.['en-US']) };
  for (const language of OPTIONAL_LANGUAGES) {
    const value = trimmed(text?.[language]);
    if (value !== '') result[language] = value;
  }
  return result;
};

const variantOf = (variant: VariantFormValues): ProductVariant => {
  const result: ProductVariant = {
    variantId: Number(variant.variantId),
    sku: trimmed(variant.sku),
    imageId: Number(variant.imageId),
  };
  const size = trimmed(variant.size);
  if (size !== '') result.size = size;
  if (variant.color) result.color = variant.color;
  return result;
};

const imageOf = (image: ImageFormValues): ProductImage => ({
  imageId: Number(image.imageId),
  alt: trimmed(image.alt),
  variantIds: [...new Set(image.variantIds ?? [])],
});

const detailsOf = (values: ProductFormValues): ProductDetails => ({
  title: localizedText(values.title),
  description: localizedText(values.description),
  brand: trimmed(values.brand),
  category: trimmed(values.category),
  collections: [...new Set(values.collections ?? [])],
  tags: [...new Set((values.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''))],
  isNew: values.isNew === true,
  weightGrams: Number(values.weightGrams),
  variants: (values.variants ?? []).map(variantOf),
  images: (values.images ?? []).map(imageOf),
  videoUrl: trimmed(values.videoUrl),
});

/** Dollars as the cents the server keeps, so 0.1 + 0.2 style noise never reaches it. */
const dollars = (price: number | null | undefined): number => Math.round(Number(price) * 100) / 100;

/**
 * The body of `POST /api/admin/products` from a validated create form.
 *
 * @example
 * toCreatePayload({ id: 901, title: { 'en-US': ' Pocky ', ko: '' }, price: 3.5, stock: 10, ... })
 * // { id: 901, title: { 'en-US': 'Pocky' }, price: 3.5, discount: 0, stock: 10, ... }
 */
export const toCreatePayload = (values: ProductFormValues): ProductCreatePayload => ({
  id: Number(values.id),
  ...detailsOf(values),
  price: dollars(values.price),
  discount: Number(values.discount ?? 0),
  stock: Number(values.stock ?? 0),
});

/**
 * The body of `PUT /api/admin/products/:id` from a validated edit form: the record's derived and
 * read-only fields (charged, stock, listed) stay out, and the stock change goes along only when
 * there is one.
 *
 * @example
 * toUpdatePayload({ id: 101, ..., stock: 12, stockDelta: -2, stockReason: 'Damaged' })
 * // { id: 101, ..., stockDelta: -2, stockReason: 'Damaged' }
 */
export const toUpdatePayload = (values: ProductFormValues): ProductUpdatePayload => {
  const payload: ProductUpdatePayload = {
    id: Number(values.id),
    ...detailsOf(values),
    price: dollars(values.price),
    discount: Number(values.discount ?? 0),
  };
  const delta = Number(values.stockDelta ?? 0);
  if (delta !== 0) {
    payload.stockDelta = delta;
    payload.stockReason = trimmed(values.stockReason);
  }
  return payload;
};
