import type { BlogCommentRow, BlogPostRow, Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/** Published posts, newest first, those with `tag` only when given. */
export async function listPublishedPosts(
  db: Kysely<Database>,
  { tag, limit }: { tag?: string; limit: number },
): Promise<BlogPostRow[]> {
  let query = db
    .selectFrom('blog_posts')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(limit);
  if (tag) query = query.where(sql<boolean>`tags @> ARRAY[${tag}]::text[]`);
  return query.execute();
}

/** The unique tags across published posts, alphabetically. */
export async function listPublishedTags(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom(
      sql<{ tag: string }>`(
      SELECT DISTINCT unnest(tags) AS tag FROM blog_posts WHERE status = 'published'
    )`.as('t'),
    )
    .select('tag')
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}

export async function findPost(db: Kysely<Database>, slug: string) {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Visible comments per post, for the list's counts. */
export async function countVisibleComments(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('blog_comments')
    .select(['slug', (eb) => eb.fn.countAll<string>().as('count')])
    .where('slug', 'in', slugs)
    .where('hidden', '=', false)
    .groupBy('slug')
    .execute();
  return new Map(rows.map((row) => [row.slug, Number(row.count)]));
}

export async function listVisibleComments(
  db: Kysely<Database>,
  slug: string,
): Promise<BlogCommentRow[]> {
  return db
    .selectFrom('blog_comments')
    .selectAll()
    .where('slug', '=', slug)
    .where('hidden', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
}

export const adminPostSortFields = ['slug', 'published_at', 'updated_at', 'status'] as const;
export const adminCommentSortFields = ['created_at', 'slug', 'author_name', 'hidden'] as const;
