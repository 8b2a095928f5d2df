import { isRecord, list, record, requiredNumber, text, texts } from '../catalog/decode';

/** A post as the blog list shows it (`GET /api/blog`). */
export interface PostSummary {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  readonly type: string;
  readonly tags: readonly string[];
  readonly images: readonly string[];
  readonly publishedAt: string;
  readonly commentCount: number;
}

export interface BlogList {
  readonly posts: readonly PostSummary[];
  /** The unique tags across all published posts, whatever the filter. */
  readonly tags: readonly string[];
}

/** One post with its body as sanitized HTML (`GET /api/blog/:slug`). */
export interface Post extends PostSummary {
  readonly html: string;
}

export interface PostComment {
  readonly id: string;
  readonly authorName: string;
  readonly body: string;
  readonly createdAt: string;
}

function decodeSummary(raw: unknown): PostSummary {
  const fields = record(raw, 'post');
  return {
    slug: text(fields, 'slug'),
    title: text(fields, 'title'),
    description: text(fields, 'description'),
    author: text(fields, 'author'),
    type: text(fields, 'type'),
    tags: texts(fields.tags),
    images: texts(fields.images),
    publishedAt: text(fields, 'publishedAt'),
    commentCount: requiredNumber(fields, 'commentCount'),
  };
}

export function decodeBlogList(raw: unknown): BlogList {
  const fields = record(raw, 'blog');
  return { posts: list(fields.posts).map(decodeSummary), tags: texts(fields.tags) };
}

export function decodePost(raw: unknown): Post {
  return { ...decodeSummary(raw), html: text(record(raw, 'post'), 'html') };
}

export function decodeComment(raw: unknown): PostComment {
  const fields = record(raw, 'comment');
  return {
    id: text(fields, 'id'),
    authorName: text(fields, 'authorName'),
    body: text(fields, 'body'),
    createdAt: text(fields, 'createdAt'),
  };
}

export function decodeComments(raw: unknown): readonly PostComment[] {
  return isRecord(raw) ? list(raw.comments).map(decodeComment) : [];
}

/** `/blog?lang=ja&tag=teas&limit=3`, under `/api`. */
export function blogPath(lang: string, { tag, limit }: { tag?: string; limit?: number } = {}) {
  const query = new URLSearchParams({ lang });
  if (tag) query.set('tag', tag);
  if (limit) query.set('limit', String(limit));
  return `/blog?${query}`;
}

export function postPath(slug: string, lang: string) {
  return `/blog/${encodeURIComponent(slug)}?${new URLSearchParams({ lang })}`;
}

export function commentsPath(slug: string) {
  return `/blog/${encodeURIComponent(slug)}/comments`;
}

const categoryTags = ['sweets', 'snacks', 'teas', 'beverages', 'seasonings', 'breakfast'];

/** The category drawing a post without a picture shows: its first tag that names one. */
export function postArt(post: Pick<PostSummary, 'tags'>): string {
  return post.tags.find((tag) => categoryTags.includes(tag)) ?? 'snacks';
}
