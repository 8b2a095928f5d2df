import type { Database, PageEntryKind, PageEntryRow } from '@shop/core';
import type { Kysely } from 'kysely';

/** The entries of one kind that shoppers see, in staff's order. */
export function listShownEntries(
  db: Kysely<Database>,
  kind: PageEntryKind,
): Promise<PageEntryRow[]> {
  return db
    .selectFrom('page_entries')
    .selectAll()
    .where('kind', '=', kind)
    .where('hidden', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findEntry(
  db: Kysely<Database>,
  kind: PageEntryKind,
  id: string,
): Promise<PageEntryRow | undefined> {
  return db
    .selectFrom('page_entries')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

export const adminEntrySortFields = ['position', 'id', 'updated_at'] as const;
