import type { LocalizedText } from '@shop/core';
import { type BlogCommentRow, type BlogPostRow, type Language, localize } from '@shop/core';
import { renderMarkdown } from './markdown.js';

const text = (value: Record<string, string>) => value as LocalizedText;

/** A post as the blog list shows it, in the shopper's language. */
export function postSummaryView(row: BlogPostRow, lang: Language, commentCount: number) {
  return {
    slug: row.slug,
    title: localize(text(row.title), lang),
    description: localize(text(row.description), lang),
    author: localize(text(row.author), lang),
    type: row.kind,
    tags: row.tags,
    images: row.images,
    publishedAt: row.published_at.toISOString(),
    commentCount,
  };
}

/** A post with its body rendered to sanitized HTML. */
export function postView(row: BlogPostRow, lang: Language, commentCount: number) {
  return {
    ...postSummaryView(row, lang, commentCount),
    html: renderMarkdown(localize(text(row.body), lang)),
  };
}

export function commentView(row: BlogCommentRow) {
  return {
    id: row.id,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}
