import { randomUUID } from 'node:crypto';
import { type Database, deterministicId, type ShopCommands } from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import {
  countVisibleComments,
  findPost,
  listPublishedPosts,
  listPublishedTags,
  listVisibleComments,
} from './blog.repository.js';
import { blogListQuery, commentBody, postSlug } from './blog-input.js';
import { commentView, postSummaryView, postView } from './blog-view.js';

const langQuery = blogListQuery.pick({ lang: true });
const slugParams = z.object({ slug: postSlug });
const idempotencyKey = z
  .string()
  .regex(/^[\w-]{8,100}$/, 'The Idempotency-Key header is 8 to 100 letters, digits, _ or -.')
  .optional();

/**
 * `/api/blog`: published posts (optionally with a tag) and the unique tags across them, one post
 * with its Markdown rendered, and its comments. Signed-in customers comment; a withdrawn post
 * answers 404 like a missing one.
 */
export function blogRoutes({ db, commands }: { db: Kysely<Database>; commands: ShopCommands }) {
  const router = createRouter();
  const customer = requireRole('customer', 'seller');

  async function publishedPost(slug: string | undefined) {
    const parsed = postSlug.safeParse(slug);
    const row = parsed.success ? await findPost(db, parsed.data) : undefined;
    if (row?.status !== 'published') throw notFound('This post');
    return row;
  }

  router.get(
    '/blog',
    publicRoute,
    describeRoute({ summary: 'Published blog posts and their tags', query: blogListQuery }),
    async (ctx) => {
      const { lang, tag, limit } = blogListQuery.parse(ctx.query);
      const [rows, tags] = await Promise.all([
        listPublishedPosts(db, { ...(tag && { tag }), limit }),
        listPublishedTags(db),
      ]);
      const counts = await countVisibleComments(
        db,
        rows.map((row) => row.slug),
      );
      ctx.body = {
        posts: rows.map((row) => postSummaryView(row, lang, counts.get(row.slug) ?? 0)),
        tags,
      };
    },
  );

  router.get(
    '/blog/:slug',
    publicRoute,
    describeRoute({
      summary: 'One published post, its Markdown rendered',
      params: slugParams,
      query: langQuery,
    }),
    async (ctx) => {
      const { lang } = langQuery.parse(ctx.query);
      const row = await publishedPost(ctx.params.slug);
      const counts = await countVisibleComments(db, [row.slug]);
      ctx.body = postView(row, lang, counts.get(row.slug) ?? 0);
    },
  );

  router.get(
    '/blog/:slug/comments',
    publicRoute,
    describeRoute({ summary: 'The visible comments of a post', params: slugParams }),
    async (ctx) => {
      const row = await publishedPost(ctx.params.slug);
      ctx.body = { comments: (await listVisibleComments(db, row.slug)).map(commentView) };
    },
  );

  router.post(
    '/blog/:slug/comments',
    customer,
    describeRoute({
      summary: 'Comment on a post',
      params: slugParams,
      body: commentBody,
      headers: z.object({ 'Idempotency-Key': idempotencyKey }),
      success: { status: 201 },
    }),
    async (ctx) => {
      const row = await publishedPost(ctx.params.slug);
      const { body } = commentBody.parse(ctx.request.body ?? {});
      const { user } = signedIn(ctx.state);
      const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined);
      // A retried request (same key) names the same comment, so it is kept once.
      const commentId = key
        ? deterministicId(`comment/${row.slug}/${user.id}/${key}`)
        : randomUUID();
      const { position } = await commands.post(
        row.slug,
        {
          type: 'PostComment',
          commentId,
          authorId: user.id,
          authorName: user.display_name,
          body,
        },
        requestMetadata(ctx.state),
      );
      if (position) await waitForProjection(db, 'blog', position);
      const saved = await db
        .selectFrom('blog_comments')
        .selectAll()
        .where('id', '=', commentId)
        .executeTakeFirstOrThrow();
      ctx.status = 201;
      ctx.body = commentView(saved);
    },
  );

  return router;
}
