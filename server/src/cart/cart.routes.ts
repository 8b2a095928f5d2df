import {
  type CartCommand,
  type CartState,
  cartDecider,
  cartStream,
  type Database,
  defaultShippingCents,
  type EventStore,
  fromUsdCents,
  handleCommand,
  type LocalizedText,
  localize,
  maxCartQuantity,
  type ProductVariant,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainQuery } from '../catalog/catalog-query.js';
import type { ReadModelVersionSource } from '../catalog/catalogue-version.js';
import { productImagePath } from '../catalog/product-view.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import type { AppState } from '../http/app-state.js';
import { int4Id, int4IdInBody } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { cartView, currentCart } from './cart-view.js';
import {
  cachedCartProducts,
  catalogueEntry,
  productForCart,
  rowUnitPrice,
} from './catalogue-lookup.js';

const productId = int4Id;
const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(maxCartQuantity, `quantity must be at most ${maxCartQuantity}`);
const variantId = productId.nullable().optional();
// Any price a client sends is ignored: the server prices everything from the catalogue.
const addBody = z.object({ id: productId, variantId, quantity: quantity.optional() });
const quantityBody = z.object({ quantity, variantId });
const renewBody = z.object({ idIn: z.array(int4IdInBody).min(1).max(200) });
const mergeBody = z.object({
  items: z.array(z.object({ id: productId, variantId, quantity })).max(100),
});

/** The signed-in customer's cart, stream `cart-<customerId>`. */
export function cartRoutes({
  db,
  store,
  versions,
}: {
  db: Kysely<Database>;
  store: EventStore;
  versions: ReadModelVersionSource;
}) {
  const router = createRouter();
  const productsAt = cachedCartProducts(db);
  /** The cart's product rows at the catalogue version this request read. */
  const productsOf = async (state: AppState) =>
    productsAt((state.versions ?? (await versions.read())).catalogue);

  const customerOf = (state: AppState) => signedIn(state).user.id;
  /** Runs the commands on the customer's cart and gives the cart they leave. */
  async function run(state: AppState, commands: readonly CartCommand[]): Promise<CartState> {
    const customerId = customerOf(state);
    // A command reads the stream itself (from its cached fold): no read of it beforehand.
    if (commands.length === 0) return currentCart(store, customerId);
    let result: CartState | undefined;
    for (const command of commands) {
      const handled = await handleCommand(
        store,
        cartStream(customerId),
        cartDecider,
        command,
        requestMetadata(state),
        { retries: 5 },
      );
      result = handled.state;
    }
    return result ?? currentCart(store, customerId);
  }
  const view = async (
    state: AppState,
    cart: CartState,
    query: Record<string, string | string[] | undefined>,
  ) => cartView(await productsOf(state), cart, shopperContextSchema.parse(plainQuery(query)));

  router.get(
    '/cart',
    requireRole(),
    describeRoute({ summary: 'The cart', query: shopperContextSchema }),
    async (ctx) => {
      ctx.body = await view(ctx.state, await currentCart(store, customerOf(ctx.state)), ctx.query);
    },
  );

  router.post(
    '/cart',
    requireRole(),
    describeRoute({ summary: 'Add an item', query: shopperContextSchema, body: addBody }),
    async (ctx) => {
      const body = addBody.parse(ctx.request.body ?? {});
      const variant = body.variantId ?? null;
      const product = await productForCart(await productsOf(ctx.state), body.id, variant);
      const cart = await run(ctx.state, [
        {
          type: 'AddCartItem',
          variantId: variant,
          quantity: body.quantity ?? 1,
          product: catalogueEntry(product, variant),
        },
      ]);
      ctx.body = await view(ctx.state, cart, ctx.query);
    },
  );

  router.put(
    '/cart/items/:id',
    requireRole(),
    describeRoute({
      summary: 'Change an item’s quantity',
      params: z.object({ id: productId }),
      query: shopperContextSchema,
      body: quantityBody,
    }),
    async (ctx) => {
      const id = productId.parse(ctx.params.id);
      const body = quantityBody.parse(ctx.request.body ?? {});
      const variant = body.variantId ?? null;
      const product = await productForCart(await productsOf(ctx.state), id, variant);
      const cart = await run(ctx.state, [
        {
          type: 'ChangeCartItemQuantity',
          variantId: variant,
          quantity: body.quantity,
          product: catalogueEntry(product, variant),
        },
      ]);
      ctx.body = await view(ctx.state, cart, ctx.query);
    },
  );

  router.delete(
    '/cart/items/:id',
    requireRole(),
    describeRoute({
      summary: 'Remove an item',
      params: z.object({ id: productId }),
      query: shopperContextSchema.extend({ variantId: productId.optional() }),
    }),
    async (ctx) => {
      const id = productId.parse(ctx.params.id);
      const variant = ctx.query.variantId ? productId.parse(ctx.query.variantId) : null;
      const cart = await run(ctx.state, [
        { type: 'RemoveCartItem', productId: id, variantId: variant },
      ]);
      ctx.body = await view(ctx.state, cart, ctx.query);
    },
  );

  router.delete(
    '/cart',
    requireRole(),
    describeRoute({ summary: 'Empty the cart', query: shopperContextSchema }),
    async (ctx) => {
      const cart = await run(ctx.state, [{ type: 'ClearCart', reason: 'cleared' }]);
      ctx.body = await view(ctx.state, cart, ctx.query);
    },
  );

  router.post(
    '/cart/merge',
    requireRole(),
    describeRoute({
      summary: 'Merge a guest cart after signing in',
      query: shopperContextSchema,
      body: mergeBody,
    }),
    async (ctx) => {
      const { items } = mergeBody.parse(ctx.request.body ?? {});
      // What is in the cart now, as its own events say.
      const current = await run(ctx.state, []);
      const rows = await (await productsOf(ctx.state))(items.map((item) => item.id));
      // A guest cart may hold more than is left: take what the stock allows, skip what is gone.
      const commands: CartCommand[] = [];
      for (const item of items) {
        const product = rows.get(item.id);
        if (!product) continue;
        const variant = item.variantId ?? null;
        const inCart =
          current.lines.find((line) => line.productId === item.id && line.variantId === variant)
            ?.quantity ?? 0;
        const room = Math.min(item.quantity, product.stock - inCart, maxCartQuantity - inCart);
        if (room < 1) continue;
        commands.push({
          type: 'AddCartItem',
          variantId: variant,
          quantity: room,
          product: catalogueEntry(product, variant),
        });
      }
      ctx.body = await view(ctx.state, await run(ctx.state, commands), ctx.query);
    },
  );

  // A POST: the renewal records its notices on the cart (a GET must change nothing).
  router.post(
    '/cart-renewed',
    requireRole(),
    describeRoute({
      summary: 'Renew prices and stock of cart items',
      query: shopperContextSchema,
      body: renewBody,
    }),
    async (ctx) => {
      const context = shopperContextSchema.parse(plainQuery(ctx.query));
      const ids = renewBody.parse(ctx.request.body ?? {}).idIn;
      const current = await run(ctx.state, []);
      const rows = await (await productsOf(ctx.state))([
        ...ids,
        ...current.lines.map((line) => line.productId),
      ]);
      const now = new Date();
      // One entry per line, so a price is compared with the one the line's variant had.
      const catalogue = current.lines.flatMap((line) => {
        const row = rows.get(line.productId);
        return row ? [catalogueEntry(row, line.variantId, now)] : [];
      });
      await run(ctx.state, [{ type: 'RenewCart', catalogue }]);
      ctx.body = {
        shippingFee: fromUsdCents(defaultShippingCents, context.currency),
        items: ids.map((id) => {
          const product = rows.get(id);
          const image = (product?.images as { imageId: number }[] | undefined)?.[0];
          return {
            id,
            title: product ? localize(product.titles as LocalizedText, context.lang) : '',
            img: product && image ? productImagePath(id, image.imageId) : null,
            charged: product
              ? fromUsdCents(rowUnitPrice(product, null, now).chargedCents, context.currency)
              : 0,
            // Each variant's own price, for a guest's cart to compare its lines with.
            variants: product
              ? (product.variants as ProductVariant[]).map(({ variantId }) => ({
                  variantId,
                  charged: fromUsdCents(
                    rowUnitPrice(product, variantId, now).chargedCents,
                    context.currency,
                  ),
                }))
              : [],
            availableQty: product?.stock ?? 0,
            currencyCode: context.currency,
          };
        }),
      };
    },
  );

  return router;
}
