import type {
  BlogCommentRow,
  BlogPostRow,
  Database,
  GlobalPosition,
  ShopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import {
  likePattern,
  listQueryDocs,
  moderateBody,
  parseListQuery,
  recordIdParams,
  sendListPage,
} from '../admin/simple-rest.js';
import { createRouter, requireRole } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { adminCommentSortFields, adminPostSortFields, findPost } from './blog.repository.js';
import { createPostBody, postSlug, previewBody, updatePostBody } from './blog-input.js';
import { renderMarkdown } from './markdown.js';

const postFilter = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(['published', 'withdrawn']).optional(),
  tag: z.string().max(40).optional(),
});
const commentFilter = z.object({
  slug: z.string().max(80).optional(),
  hidden: z.boolean().optional(),
  q: z.string().max(200).optional(),
});

function postRecord(row: BlogPostRow) {
  return {
    id: row.slug,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    author: row.author,
    kind: row.kind,
    tags: row.tags,
    images: row.images,
    status: row.status,
    withdrawnReason: row.withdrawn_reason,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function commentRecord(row: BlogCommentRow) {
  return {
    id: row.id,
    slug: row.slug,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The blog for staff (ra-data-simple-rest): `posts` (write, revise, withdraw, restore; a
 * Markdown preview rendered as the storefront renders it) and `comments` (hide or show).
 */
export function blogAdminRoutes({
  db,
  commands,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const staff = requireRole('staff');

  async function shown(position: GlobalPosition | null) {
    if (position) await waitForProjection(db, 'blog', position);
  }
  async function post(slug: string | undefined) {
    const parsed = postSlug.safeParse(slug);
    const row = parsed.success ? await findPost(db, parsed.data) : undefined;
    if (!row) throw notFound('This post');
    return row;
  }
  async function comment(id: string | undefined) {
    const row = id
      ? await db.selectFrom('blog_comments').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('This comment');
    return row;
  }

  router.get(
    '/admin/posts',
    staff,
    describeRoute({ summary: 'List blog posts', query: listQueryDocs(postFilter) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: adminPostSortFields,
        defaultSort: { field: 'published_at', order: 'desc' },
      });
      const filter = postFilter.parse(query.filter);
      let select = db.selectFrom('blog_posts');
      if (filter.status) select = select.where('status', '=', filter.status);
      if (filter.tag) select = select.where(sql<boolean>`tags @> ARRAY[${filter.tag}]::text[]`);
      if (filter.q) {
        const pattern = likePattern(filter.q);
        select = select.where((eb) =>
          eb.or([eb('slug', 'ilike', pattern), eb(sql`title::text`, 'ilike', pattern)]),
        );
      }
      await sendListPage(ctx, 'posts', query, select, {
        tieBreaker: 'slug',
        toRecord: postRecord,
      });
    },
  );

  router.post(
    '/admin/posts/preview',
    staff,
    describeRoute({ summary: 'Render Markdown as a post would show it', body: previewBody }),
    async (ctx) => {
      const { markdown } = previewBody.parse(ctx.request.body ?? {});
      ctx.body = { html: renderMarkdown(markdown) };
    },
  );

  router.get(
    '/admin/posts/:id',
    staff,
    describeRoute({ summary: 'One blog post', params: recordIdParams }),
    async (ctx) => {
      ctx.body = postRecord(await post(ctx.params.id));
    },
  );

  router.post(
    '/admin/posts',
    staff,
    describeRoute({
      summary: 'Publish a blog post',
      body: createPostBody,
      success: { status: 201 },
    }),
    async (ctx) => {
      const { slug, publishedAt, ...content } = createPostBody.parse(ctx.request.body ?? {});
      const { position } = await commands.post(
        slug,
        {
          type: 'PublishPost',
          slug,
          publishedAt: publishedAt ? new Date(publishedAt).toISOString() : new Date().toISOString(),
          ...content,
        },
        requestMetadata(ctx.state),
      );
      await shown(position);
      ctx.status = 201;
      ctx.body = postRecord(await post(slug));
    },
  );

  router.put(
    '/admin/posts/:id',
    staff,
    describeRoute({
      summary: 'Revise, withdraw or restore a blog post',
      params: recordIdParams,
      body: updatePostBody,
    }),
    async (ctx) => {
      const row = await post(ctx.params.id);
      const { status, withdrawnReason, ...content } = updatePostBody.parse(ctx.request.body ?? {});
      const metadata = requestMetadata(ctx.state);
      let last = (await commands.post(row.slug, { type: 'RevisePost', ...content }, metadata))
        .position;
      if (status === 'withdrawn' && row.status !== 'withdrawn') {
        last =
          (
            await commands.post(
              row.slug,
              { type: 'WithdrawPost', reason: withdrawnReason || 'Withdrawn in the back office' },
              metadata,
            )
          ).position ?? last;
      } else if (status === 'published' && row.status !== 'published') {
        last = (await commands.post(row.slug, { type: 'RestorePost' }, metadata)).position ?? last;
      }
      await shown(last);
      ctx.body = postRecord(await post(row.slug));
    },
  );

  router.delete(
    '/admin/posts/:id',
    staff,
    describeRoute({ summary: 'Withdraw a blog post', params: recordIdParams, body: 'none' }),
    async (ctx) => {
      const row = await post(ctx.params.id);
      const { position } = await commands.post(
        row.slug,
        { type: 'WithdrawPost', reason: 'Withdrawn in the back office' },
        requestMetadata(ctx.state),
      );
      await shown(position);
      ctx.body = postRecord(await post(row.slug));
    },
  );

  router.get(
    '/admin/comments',
    staff,
    describeRoute({ summary: 'List blog comments', query: listQueryDocs(commentFilter) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: adminCommentSortFields,
        defaultSort: { field: 'created_at', order: 'desc' },
      });
      const filter = commentFilter.parse(query.filter);
      let select = db.selectFrom('blog_comments');
      if (filter.slug) select = select.where('slug', '=', filter.slug);
      if (filter.hidden !== undefined) select = select.where('hidden', '=', filter.hidden);
      if (filter.q) select = select.where('body', 'ilike', likePattern(filter.q));
      await sendListPage(ctx, 'comments', query, select, {
        tieBreaker: 'id',
        toRecord: commentRecord,
      });
    },
  );

  router.get(
    '/admin/comments/:id',
    staff,
    describeRoute({ summary: 'One blog comment', params: recordIdParams }),
    async (ctx) => {
      ctx.body = commentRecord(await comment(ctx.params.id));
    },
  );

  router.put(
    '/admin/comments/:id',
    staff,
    describeRoute({
      summary: 'Hide or show a comment',
      params: recordIdParams,
      body: moderateBody,
    }),
    async (ctx) => {
      const row = await comment(ctx.params.id);
      const { hidden, hiddenReason } = moderateBody.parse(ctx.request.body ?? {});
      const { position } = await commands.post(
        row.slug,
        hidden
          ? {
              type: 'HideComment',
              commentId: row.id,
              reason: hiddenReason || 'Hidden by staff',
            }
          : { type: 'ShowComment', commentId: row.id },
        requestMetadata(ctx.state),
      );
      await shown(position);
      ctx.body = commentRecord(await comment(row.id));
    },
  );

  return router;
}
