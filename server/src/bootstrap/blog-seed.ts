import type { Database, GlobalPosition, Logger, SeedPost, ShopCommands } from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { systemMetadata } from '../http/command-metadata.js';

/**
 * Publishes the seed blog posts that do not exist yet, so it runs once per post; a post staff
 * withdrew or revised is left as they left it.
 *
 * @example
 * await seedBlog({ commands: shopCommands(store), db, logger, posts: blogSeed() });
 */
export async function seedBlog({
  commands,
  db,
  logger,
  posts,
}: {
  commands: ShopCommands;
  db: Kysely<Database>;
  logger: Logger;
  posts: readonly SeedPost[];
}): Promise<number> {
  const metadata = systemMetadata('blog-seed');
  let published = 0;
  let last: GlobalPosition | null = null;
  for (const { slug, publishedAt, ...content } of posts) {
    // A post published by an earlier start (cut off halfway or not) is refused and skipped.
    const { position } = await commands
      .post(slug, { type: 'PublishPost', slug, publishedAt, ...content }, metadata)
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'post_exists') return { position: null };
        throw error;
      });
    if (position) {
      published++;
      last = position;
    }
  }
  if (last) await waitForProjection(db, 'blog', last, { timeoutMs: 60_000 });
  if (published > 0) logger.info({ published }, 'blog seeded');
  return published;
}
