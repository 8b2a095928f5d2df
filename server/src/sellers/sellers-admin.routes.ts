import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQueryDocs, parseListQuery, setContentRange } from '../admin/simple-rest.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { assertOwner } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';
import type { SellerWrites } from './seller-commands.js';
import { reasonBody, sellerProfileBody } from './seller-input.js';
import { sellerView } from './seller-view.js';
import { findSeller, listSellers, sellerSortFields } from './sellers.repository.js';

const accountId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const filterSchema = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  id: z.union([accountId, z.array(accountId).max(1000)]).optional(),
});
const makeSellerBody = sellerProfileBody.extend({
  email: z.string().trim().toLowerCase().email('Give the account’s e-mail address.').max(254),
});

/**
 * `/api/admin/sellers` (ra-data-simple-rest): staff list, make, suspend and reinstate sellers;
 * a seller reads only their own record.
 */
export function sellersAdminRoutes({ db, writes }: { db: Kysely<Database>; writes: SellerWrites }) {
  const router = createRouter();
  const staff = requireRole('staff');
  const back = requireRole('staff', 'seller');

  router.get(
    '/admin/sellers',
    staff,
    describeRoute({ summary: 'List sellers', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: sellerSortFields,
        defaultSort: { field: 'createdAt', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const { rows, total } = await listSellers(db, {
        ...(filter.q && { q: filter.q }),
        ...(filter.status && { status: filter.status }),
        ...(filter.id !== undefined && { ids: [filter.id].flat() }),
        sort: query.sort,
        offset: query.offset,
        limit: query.limit,
      });
      setContentRange(ctx, 'sellers', query, rows.length, total);
      ctx.body = rows.map(sellerView);
    },
  );

  router.get(
    '/admin/sellers/:id',
    back,
    describeRoute({ summary: 'One seller', params: z.object({ id: accountId }) }),
    async (ctx) => {
      const id = ctx.params.id ?? '';
      assertOwner(signedIn(ctx.state), id, 'This seller');
      const row = accountId.safeParse(id).success ? await findSeller(db, id) : undefined;
      if (!row) throw notFound('This seller');
      ctx.body = sellerView(row);
    },
  );

  router.post(
    '/admin/sellers',
    staff,
    describeRoute({
      summary: 'Make an account a seller',
      body: makeSellerBody,
      success: { status: 201 },
    }),
    async (ctx) => {
      const { email, ...profile } = makeSellerBody.parse(ctx.request.body ?? {});
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (!user) throw notFound('An account with this e-mail address');
      ctx.status = 201;
      ctx.body = await writes.register(user.id, profile, requestMetadata(ctx.state));
    },
  );

  router.post(
    '/admin/sellers/:id/suspend',
    staff,
    describeRoute({
      summary: 'Suspend a seller',
      params: z.object({ id: accountId }),
      body: reasonBody,
    }),
    async (ctx) => {
      const { reason } = reasonBody.parse(ctx.request.body ?? {});
      ctx.body = await writes.suspend(
        await existing(ctx.params.id),
        reason,
        requestMetadata(ctx.state),
      );
    },
  );

  router.post(
    '/admin/sellers/:id/reinstate',
    staff,
    describeRoute({
      summary: 'Reinstate a seller',
      params: z.object({ id: accountId }),
      body: reasonBody,
    }),
    async (ctx) => {
      const { reason } = reasonBody.parse(ctx.request.body ?? {});
      ctx.body = await writes.reinstate(
        await existing(ctx.params.id),
        reason,
        requestMetadata(ctx.state),
      );
    },
  );

  async function existing(id: string | undefined): Promise<string> {
    const parsed = accountId.safeParse(id);
    if (!parsed.success || !(await findSeller(db, parsed.data))) throw notFound('This seller');
    return parsed.data;
  }

  return router;
}
