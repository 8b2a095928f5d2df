import {
  type Database,
  faqSeed,
  type GlobalPosition,
  type Logger,
  looksSeed,
  type PageEntryFields,
  type ShopCommands,
  teamSeed,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { systemMetadata } from '../http/command-metadata.js';

/** The seed's FAQ, team and looks, each list in its order. */
export function contentSeed(): readonly {
  id: string;
  position: number;
  fields: PageEntryFields;
}[] {
  return [faqSeed, teamSeed, looksSeed].flatMap((entries) =>
    entries.map((entry, index) => ({ ...entry, position: (index + 1) * 10 })),
  );
}

/**
 * Publishes the seed entries of the content pages that do not exist yet, so it runs once per
 * entry; an entry staff revised or hid is left as they left it.
 *
 * @example
 * await seedContentPages({ commands: shopCommands(store), db, logger });
 */
export async function seedContentPages({
  commands,
  db,
  logger,
}: {
  commands: ShopCommands;
  db: Kysely<Database>;
  logger: Logger;
}): Promise<number> {
  const metadata = systemMetadata('content-seed');
  let published = 0;
  let last: GlobalPosition | null = null;
  for (const { id, position, fields } of contentSeed()) {
    const { position: at } = await commands
      .pageEntry(id, { type: 'PublishPageEntry', entryId: id, position, fields }, metadata)
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'entry_exists') return { position: null };
        throw error;
      });
    if (at) {
      published++;
      last = at;
    }
  }
  if (last) await waitForProjection(db, 'content-pages', last, { timeoutMs: 60_000 });
  if (published > 0) logger.info({ published }, 'content pages seeded');
  return published;
}
