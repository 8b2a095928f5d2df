import {
  comparePositions,
  type Database,
  type EventStore,
  type GlobalPosition,
  listProduct,
  type ShopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import { int4Id } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import {
  adminProductRecord,
  createProductInput,
  toDetails,
  toPrice,
  updateProductInput,
} from './admin-product-record.js';
import {
  adminProductSortFields,
  findProduct,
  listAdminProducts,
} from './admin-products.repository.js';
import { listQueryDocs, parseListQuery, setContentRange } from './simple-rest.js';

const productId = int4Id;
const filterSchema = z.object({
  id: z.union([productId, z.array(productId).max(1000)]).optional(),
  q: z.string().max(200).optional(),
  category: z.string().max(100).optional(),
  brand: z.string().max(100).optional(),
  listed: z.boolean().optional(),
});

/**
 * The catalogue for staff (ra-data-simple-rest). Writes are commands on the product's stream;
 * the answer waits until the products read model shows them, so the form reloads what it saved.
 */
export function productsAdminRoutes({
  db,
  store,
  commands,
}: {
  db: Kysely<Database>;
  store: EventStore;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const staff = requireRole('staff');

  /** The form reloads what it saved: wait until the catalogue shows every write. */
  async function shown(...positions: (GlobalPosition | null)[]) {
    const last = positions
      .filter((position): position is GlobalPosition => position !== null)
      .sort(comparePositions)
      .at(-1);
    if (last) await waitForProjection(db, 'products', last);
  }

  async function record(id: number) {
    const row = await findProduct(db, id);
    if (!row) throw notFound('This product');
    return adminProductRecord(row);
  }

  router.get(
    '/admin/products',
    staff,
    describeRoute({ summary: 'List products', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: adminProductSortFields,
        defaultSort: { field: 'id', order: 'asc' },
      });
      const filter = filterSchema.parse(query.filter);
      const { rows, total } = await listAdminProducts(
        db,
        {
          ...(filter.id !== undefined && { ids: [filter.id].flat() }),
          ...(filter.q && { q: filter.q }),
          ...(filter.category && { category: filter.category }),
          ...(filter.brand && { brand: filter.brand }),
          ...(filter.listed !== undefined && { listed: filter.listed }),
        },
        query,
      );
      setContentRange(ctx, 'products', query, rows.length, total);
      ctx.body = rows.map(adminProductRecord);
    },
  );

  router.get(
    '/admin/products/:id',
    staff,
    describeRoute({ summary: 'One product', params: z.object({ id: productId }) }),
    async (ctx) => {
      const id = productId.safeParse(ctx.params.id);
      if (!id.success) throw notFound('This product');
      ctx.body = await record(id.data);
    },
  );

  router.post(
    '/admin/products',
    staff,
    describeRoute({
      summary: 'List a new product',
      body: createProductInput,
      success: { status: 201 },
    }),
    async (ctx) => {
      const input = createProductInput.parse(ctx.request.body ?? {});
      await shown(
        await listProduct(
          store,
          {
            type: 'ListProduct',
            productId: input.id,
            ...toDetails(input),
            ...toPrice(input),
            stock: input.stock,
          },
          requestMetadata(ctx.state),
        ),
      );
      ctx.status = 201;
      ctx.body = await record(input.id);
    },
  );

  router.put(
    '/admin/products/:id',
    staff,
    describeRoute({
      summary: 'Change a product',
      params: z.object({ id: productId }),
      body: updateProductInput,
    }),
    async (ctx) => {
      const id = productId.safeParse(ctx.params.id);
      if (!id.success) throw notFound('This product');
      const input = updateProductInput.parse(ctx.request.body ?? {});
      if (input.stockDelta !== 0 && !input.stockReason) {
        throw new AppError(400, 'invalid_request', 'Say why the stock changes.');
      }
      await record(id.data);
      const metadata = requestMetadata(ctx.state);
      // Stock first: a count that would go below zero refuses the whole edit.
      const stock =
        input.stockDelta === 0
          ? null
          : await commands.stock(
              id.data,
              {
                type: 'AdjustStock',
                productId: id.data,
                delta: input.stockDelta,
                reason: input.stockReason,
              },
              metadata,
              { retries: 20 },
            );
      const edit = await commands.product(
        id.data,
        {
          type: 'EditProduct',
          details: toDetails(input),
          price: toPrice(input),
        },
        metadata,
      );
      await shown(stock?.position ?? null, edit.position);
      ctx.body = await record(id.data);
    },
  );

  router.delete(
    '/admin/products/:id',
    staff,
    describeRoute({ summary: 'Delist a product', params: z.object({ id: productId }) }),
    async (ctx) => {
      const id = productId.safeParse(ctx.params.id);
      if (!id.success) throw notFound('This product');
      await record(id.data);
      const { position } = await commands.product(
        id.data,
        { type: 'DelistProduct', reason: 'Delisted in the back office' },
        requestMetadata(ctx.state),
      );
      await shown(position);
      ctx.body = await record(id.data);
    },
  );

  return router;
}
