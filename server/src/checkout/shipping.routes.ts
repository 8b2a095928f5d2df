import {
  type Database,
  type EventStore,
  estimateTax,
  fromUsdCents,
  shippingMethods,
  type TaxRates,
  taxRatesFor,
  toUsdCents,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { cartView, currentCart } from '../cart/cart-view.js';
import { listedProducts } from '../cart/catalogue-lookup.js';
import { plainQuery } from '../catalog/catalog-query.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, publicRoute } from '../http/access.js';
import { int4IdInBody } from '../http/bounded.js';
import { describeRoute } from '../http/route-docs.js';

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'countryCode is two letters, such as US or JP')
  .transform((code) => code.toUpperCase());
const shippingBody = z.object({
  countryCode,
  items: z
    .array(z.object({ id: int4IdInBody, quantity: z.number().int().min(1).max(999) }))
    .max(100)
    .optional(),
});
const taxBody = z.object({
  countryCode,
  subTotal: z.number().finite().nonnegative().max(1e9),
  shippingFee: z.number().finite().nonnegative().max(1e9),
});

/** Shipping methods by destination and weight, and the estimated import tax. */
export function shippingRoutes({
  db,
  store,
  taxTable,
}: {
  db: Kysely<Database>;
  store: EventStore;
  taxTable: Readonly<Record<string, TaxRates>>;
}) {
  const router = createRouter();

  router.post(
    '/shipping-fee',
    publicRoute,
    describeRoute({
      summary: 'Couriers and their fees to a country',
      query: shopperContextSchema,
      body: shippingBody,
    }),
    async (ctx) => {
      const context = shopperContextSchema.parse(plainQuery(ctx.query));
      const body = shippingBody.parse(ctx.request.body ?? {});
      const weight = body.items
        ? await weightOf(db, body.items)
        : ctx.state.auth
          ? (
              await cartView(
                (ids) => listedProducts(db, ids),
                await currentCart(store, ctx.state.auth.user.id),
                context,
              )
            ).weightGrams
          : 0;
      ctx.body = shippingMethods(body.countryCode, weight).map((method) => ({
        courier_id: method.carrier.id,
        courier_name: method.carrier.name,
        min_delivery_time: method.minDays,
        max_delivery_time: method.maxDays,
        total_charge: fromUsdCents(method.totalCents, context.currency),
      }));
    },
  );

  router.post(
    '/tax-estimate',
    publicRoute,
    describeRoute({
      summary: 'Estimated tax and duty',
      query: shopperContextSchema,
      body: taxBody,
    }),
    (ctx) => {
      const { currency } = shopperContextSchema.parse(plainQuery(ctx.query));
      const body = taxBody.parse(ctx.request.body ?? {});
      const rates = taxRatesFor(body.countryCode, taxTable);
      // The rates and thresholds are in US dollars: estimate there, answer in the shopper's currency.
      const usd = estimateTax(
        toUsdCents(body.subTotal, currency) / 100,
        toUsdCents(body.shippingFee, currency) / 100,
        rates,
      );
      ctx.body = { tax: fromUsdCents(Math.round(usd * 100), currency), currency, ...rates };
    },
  );

  return router;
}

async function weightOf(db: Kysely<Database>, items: readonly { id: number; quantity: number }[]) {
  const products = await listedProducts(
    db,
    items.map((item) => item.id),
  );
  return items.reduce(
    (sum, item) => sum + (products.get(item.id)?.weight_grams ?? 0) * item.quantity,
    0,
  );
}
