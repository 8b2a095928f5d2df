import type { Database, PostContent, PostEvent, RecordedEvent } from '@shop/core';
import type { Updateable } from 'kysely';
import type { Projection } from './projection.js';

function contentColumns(content: PostContent) {
  return {
    title: JSON.stringify(content.title),
    description: JSON.stringify(content.description),
    body: JSON.stringify(content.body),
    author: JSON.stringify(content.author),
    kind: content.kind,
    tags: [...content.tags],
    images: [...content.images],
  };
}

/** Blog posts and their comments, from `post-<slug>`. */
export const blogProjection: Projection = {
  name: 'blog',
  streams: ['post'],
  tables: ['blog_posts', 'blog_comments'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('post-')) continue;
      const event = recorded as RecordedEvent & PostEvent;
      const slug = recorded.streamName.slice('post-'.length);
      const at = new Date(event.metadata.occurredAt);
      const updatePost = (values: Updateable<Database['blog_posts']>) =>
        trx
          .updateTable('blog_posts')
          .set({ ...values, updated_at: at })
          .where('slug', '=', slug)
          .execute();
      const updateComment = (id: string, values: Updateable<Database['blog_comments']>) =>
        trx
          .updateTable('blog_comments')
          .set({ ...values, updated_at: at })
          .where('id', '=', id)
          .execute();
      switch (event.type) {
        case 'PostPublished':
          await trx
            .insertInto('blog_posts')
            .values({
              slug,
              ...contentColumns(event.data),
              status: 'published',
              withdrawn_reason: null,
              published_at: new Date(event.data.publishedAt),
              updated_at: at,
            })
            .execute();
          break;
        case 'PostRevised':
          await updatePost(contentColumns(event.data));
          break;
        case 'PostWithdrawn':
          await updatePost({ status: 'withdrawn', withdrawn_reason: event.data.reason });
          break;
        case 'PostRestored':
          await updatePost({ status: 'published', withdrawn_reason: null });
          break;
        case 'CommentPosted':
          await trx
            .insertInto('blog_comments')
            .values({
              id: event.data.commentId,
              slug,
              author_id: event.data.authorId,
              author_name: event.data.authorName,
              body: event.data.body,
              hidden: false,
              hidden_reason: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          break;
        case 'CommentHidden':
          await updateComment(event.data.commentId, {
            hidden: true,
            hidden_reason: event.data.reason,
          });
          break;
        case 'CommentShown':
          await updateComment(event.data.commentId, { hidden: false, hidden_reason: null });
          break;
        default:
          break;
      }
    }
  },
};
