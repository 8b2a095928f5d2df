import {
  categorySlug,
  collectionLabels,
  colors,
  fromUsdCents,
  isVideoUrl,
  type LocalizedText,
  languages,
  type ProductDetails,
  type ProductImage,
  type ProductRow,
  type ProductVariant,
  productLimits,
} from '@shop/core';
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const localized = z.object({
  'en-US': text(productLimits.title).min(1, 'The English (US) text is required.'),
  ko: text(productLimits.title).optional(),
  ja: text(productLimits.title).optional(),
  'zh-CN': text(productLimits.title).optional(),
});
const longLocalized = z.object({
  'en-US': text(productLimits.description).min(1, 'The English (US) text is required.'),
  ko: text(productLimits.description).optional(),
  ja: text(productLimits.description).optional(),
  'zh-CN': text(productLimits.description).optional(),
});
const id = z.number().int().positive().max(productLimits.id);

/** US dollars with at most two decimals, as typed in the form. */
const dollars = z
  .number()
  .positive('The price must be above 0.')
  .max(productLimits.price)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'At most two decimals.',
  );

export const productDetailsInput = z.object({
  title: localized,
  description: longLocalized,
  brand: text(productLimits.brand).min(1, 'The brand is required.'),
  category: z.string().regex(categorySlug, 'A category is lowercase letters and hyphens.'),
  collections: z.array(z.enum(collectionLabels)).max(collectionLabels.length).default([]),
  tags: z.array(text(productLimits.tag).min(1)).max(productLimits.tags).default([]),
  isNew: z.boolean().default(false),
  weightGrams: z.number().int().positive().max(productLimits.weightGrams),
  variants: z
    .array(
      z.object({
        variantId: id,
        sku: text(productLimits.sku).min(1),
        size: text(productLimits.size).optional().nullable(),
        color: z.enum(colors).optional().nullable(),
        imageId: id,
      }),
    )
    .max(productLimits.variants),
  images: z
    .array(
      z.object({
        imageId: id,
        alt: text(productLimits.alt),
        variantIds: z.array(id).max(productLimits.variants),
      }),
    )
    .max(productLimits.images),
  /** Empty or null: no video. */
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || isVideoUrl(value), {
      message: 'A video is a path on this shop (starting with one /) or an https address.',
    })
    .nullable()
    .optional(),
});

export const productPriceInput = z.object({
  price: dollars,
  discount: z.number().int().min(0).max(productLimits.discount),
});

export const createProductInput = productDetailsInput.extend(productPriceInput.shape).extend({
  id,
  stock: z.number().int().min(0).max(productLimits.stock),
});

export const updateProductInput = productDetailsInput.extend(productPriceInput.shape).extend({
  stockDelta: z.number().int().min(-productLimits.stock).max(productLimits.stock).default(0),
  stockReason: text(productLimits.stockReason).default(''),
});

export function toDetails(input: z.infer<typeof productDetailsInput>): ProductDetails {
  return {
    title: compact(input.title),
    description: compact(input.description),
    brand: input.brand,
    category: input.category,
    collections: input.collections,
    tags: input.tags,
    isNew: input.isNew,
    weightGrams: input.weightGrams,
    variants: input.variants.map(
      (variant): ProductVariant => ({
        variantId: variant.variantId,
        sku: variant.sku,
        imageId: variant.imageId,
        ...(variant.size ? { size: variant.size } : {}),
        ...(variant.color ? { color: variant.color } : {}),
      }),
    ),
    images: input.images,
    ...(input.videoUrl ? { videoUrl: input.videoUrl } : {}),
  };
}

export function toCents(price: number): number {
  return Math.round(price * 100);
}

/** The product as the back office edits it. */
export function adminProductRecord(row: ProductRow) {
  return {
    id: row.id,
    title: row.titles,
    description: row.descriptions,
    brand: row.brand,
    category: row.category,
    collections: row.collections,
    tags: row.tags,
    isNew: row.is_new,
    weightGrams: row.weight_grams,
    variants: row.variants as ProductVariant[],
    images: row.images as ProductImage[],
    videoUrl: row.video_url ?? '',
    price: fromUsdCents(row.price_cents, 'USD'),
    discount: row.discount_percent,
    charged: fromUsdCents(row.charged_cents, 'USD'),
    stock: row.stock,
    listed: row.listed,
  };
}

/** Only the languages that have text, so an empty field falls back to English. */
function compact(text: Record<string, string | undefined>): LocalizedText {
  const result: Record<string, string> = {};
  for (const language of languages) {
    const value = text[language];
    if (value) result[language] = value;
  }
  return result as LocalizedText;
}
