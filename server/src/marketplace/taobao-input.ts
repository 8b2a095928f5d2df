import { maxMarkupFixedFen, maxMarkupPercent, taobaoCategories } from '@shop/core';
import { z } from 'zod';

/** `POST /api/admin/taobao/link`: the Taobao nickname, a hint the sandbox pre-fills. */
export const linkBody = z.object({ nick: z.string().trim().min(1).max(60) }).strict();

const markupFields = {
  markupPercent: z.number().min(0).max(maxMarkupPercent),
  /** CNY, at most two decimals. */
  markupFixedCny: z
    .number()
    .min(0)
    .max(maxMarkupFixedFen / 100)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'at most two decimals',
    ),
};

/** `PUT /api/admin/taobao/settings`. */
export const settingsBody = z
  .object({
    categories: z.array(z.enum(taobaoCategories)).max(taobaoCategories.length),
    ...markupFields,
  })
  .strict();

/** `GET /api/admin/taobao/price-preview?categories=teas,gums&markupPercent=20&markupFixedCny=0`. */
export const previewQuery = z.object({
  categories: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(taobaoCategories))),
  markupPercent: z.coerce.number().min(0).max(maxMarkupPercent),
  markupFixedCny: z.coerce
    .number()
    .min(0)
    .max(maxMarkupFixedFen / 100),
});

/** What Taobao sends the seller's browser back with. */
export const callbackQuery = z.object({
  code: z.string().min(1).max(512).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(100).optional(),
});
