import type {
  Database,
  GlobalPosition,
  PageEntryFields,
  PageEntryKind,
  PageEntryRow,
  ShopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  listQueryDocs,
  parseListQuery,
  recordIdParams,
  sendListPage,
} from '../admin/simple-rest.js';
import { createRouter, requireRole } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { adminEntrySortFields, findEntry } from './page-entries.repository.js';
import { pageEntryBodies, pageEntryId } from './page-entry-input.js';

const entryFilter = z.object({ hidden: z.boolean().optional() });

/** The back-office resources and the kind each one keeps. */
const resources: readonly (readonly [string, PageEntryKind, string])[] = [
  ['faq', 'faq', 'FAQ entries'],
  ['team', 'team', 'team members'],
  ['looks', 'look', 'lookbook looks'],
];

function entryRecord(row: PageEntryRow) {
  const { kind: _kind, ...fields } = row.fields;
  return {
    id: row.id,
    position: row.position,
    hidden: row.hidden,
    ...fields,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The content pages' entries for staff (ra-data-simple-rest): `faq`, `team` and `looks`, each
 * created, revised, hidden (`hidden: true` or DELETE) and shown again.
 */
export function pageEntriesAdminRoutes({
  db,
  commands,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const staff = requireRole('staff');

  for (const [resource, kind, what] of resources) {
    const body = pageEntryBodies[kind];
    const createBody = body.extend({ id: pageEntryId });
    const updateBody = body.extend({ hidden: z.boolean().optional() });

    async function entry(id: string | undefined) {
      const parsed = pageEntryId.safeParse(id);
      const row = parsed.success ? await findEntry(db, kind, parsed.data) : undefined;
      if (!row) throw notFound('This entry');
      return row;
    }
    async function shown(id: string, position: GlobalPosition | null) {
      if (position) await waitForProjection(db, 'content-pages', position);
      return entryRecord(await entry(id));
    }

    router.get(
      `/admin/${resource}`,
      staff,
      describeRoute({ summary: `List ${what}`, query: listQueryDocs(entryFilter) }),
      async (ctx) => {
        const query = parseListQuery(ctx.query, {
          sortable: adminEntrySortFields,
          defaultSort: { field: 'position', order: 'asc' },
        });
        const filter = entryFilter.parse(query.filter);
        let select = db.selectFrom('page_entries').where('kind', '=', kind);
        if (filter.hidden !== undefined) select = select.where('hidden', '=', filter.hidden);
        await sendListPage(ctx, resource, query, select, {
          tieBreaker: 'id',
          toRecord: entryRecord,
        });
      },
    );

    router.get(
      `/admin/${resource}/:id`,
      staff,
      describeRoute({ summary: `One of the ${what}`, params: recordIdParams }),
      async (ctx) => {
        ctx.body = entryRecord(await entry(ctx.params.id));
      },
    );

    router.post(
      `/admin/${resource}`,
      staff,
      describeRoute({ summary: `Add to the ${what}`, body: createBody, success: { status: 201 } }),
      async (ctx) => {
        const { id, position, ...fields } = createBody.parse(ctx.request.body ?? {});
        const { position: at } = await commands.pageEntry(
          id,
          {
            type: 'PublishPageEntry',
            entryId: id,
            position,
            fields: { ...fields, kind } as PageEntryFields,
          },
          requestMetadata(ctx.state),
        );
        ctx.status = 201;
        ctx.body = await shown(id, at);
      },
    );

    router.put(
      `/admin/${resource}/:id`,
      staff,
      describeRoute({
        summary: `Revise, hide or show one of the ${what}`,
        params: recordIdParams,
        body: updateBody,
      }),
      async (ctx) => {
        const row = await entry(ctx.params.id);
        const { hidden, position, ...fields } = updateBody.parse(ctx.request.body ?? {});
        const metadata = requestMetadata(ctx.state);
        let last = (
          await commands.pageEntry(
            row.id,
            { type: 'RevisePageEntry', position, fields: { ...fields, kind } as PageEntryFields },
            metadata,
          )
        ).position;
        if (hidden !== undefined && hidden !== row.hidden) {
          last =
            (
              await commands.pageEntry(
                row.id,
                { type: hidden ? 'HidePageEntry' : 'ShowPageEntry' },
                metadata,
              )
            ).position ?? last;
        }
        ctx.body = await shown(row.id, last);
      },
    );

    router.delete(
      `/admin/${resource}/:id`,
      staff,
      describeRoute({ summary: `Hide one of the ${what}`, params: recordIdParams, body: 'none' }),
      async (ctx) => {
        const row = await entry(ctx.params.id);
        const { position } = await commands.pageEntry(
          row.id,
          { type: 'HidePageEntry' },
          requestMetadata(ctx.state),
        );
        ctx.body = await shown(row.id, position);
      },
    );
  }

  return router;
}
