import { collectionLabels } from '@shop/core';
import { z } from 'zod';
import { pageNumber, priceAmount } from '../http/bounded.js';
import { productSorts } from './products.repository.js';
import { shopperContextSchema } from './shopper-context.js';

/** `a,b` or a repeated parameter, as a list. */
const list = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

const amount = priceAmount.optional();

export const productListQuery = shopperContextSchema
  .extend({
    cid: z
      .string()
      .regex(/^[a-z][a-z-]*$/, 'cid must be a category slug')
      .optional(),
    brand: list,
    color: list,
    size: list,
    tags: list,
    collection: z.enum(collectionLabels).optional(),
    minPrice: amount,
    maxPrice: amount,
    sort: z.enum(productSorts).default('newest'),
    page: pageNumber.default(1),
    pageSize: z.coerce.number().int().min(1).max(48).default(12),
  })
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
  );

export const searchQuery = shopperContextSchema.extend({
  keyword: z.string().max(200).default(''),
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});

/**
 * Koa's query as plain strings: a repeated parameter joined with commas, an empty one dropped
 * (so `?minPrice=` means no bound rather than 0).
 */
export function plainQuery(
  query: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (joined !== undefined && joined !== '') plain[key] = joined;
  }
  return plain;
}
