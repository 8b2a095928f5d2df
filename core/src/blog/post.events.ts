import type { LocalizedText } from '../catalog/languages.js';
import type { DomainEvent } from '../decider/decider.js';

/** What staff write about a post; `body` is Markdown, in each language like the title. */
export interface PostContent {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly body: LocalizedText;
  readonly author: LocalizedText;
  /** The spec's blog entry type, e.g. `guide`, `story`, `news` (`kind`: commands own `type`). */
  readonly kind: string;
  readonly tags: readonly string[];
  /** Image addresses (our own `/images/...` or an https URL); the first is the post's picture. */
  readonly images: readonly string[];
}

export type PostPublished = DomainEvent<
  'PostPublished',
  PostContent & { readonly slug: string; readonly publishedAt: string }
>;
export type PostRevised = DomainEvent<'PostRevised', PostContent>;
export type PostWithdrawn = DomainEvent<'PostWithdrawn', { readonly reason: string }>;
export type PostRestored = DomainEvent<'PostRestored', Record<string, never>>;
export type CommentPosted = DomainEvent<
  'CommentPosted',
  {
    readonly commentId: string;
    readonly authorId: string;
    readonly authorName: string;
    readonly body: string;
  }
>;
export type CommentHidden = DomainEvent<
  'CommentHidden',
  { readonly commentId: string; readonly reason: string }
>;
export type CommentShown = DomainEvent<'CommentShown', { readonly commentId: string }>;

export type PostEvent =
  | PostPublished
  | PostRevised
  | PostWithdrawn
  | PostRestored
  | CommentPosted
  | CommentHidden
  | CommentShown;

export const postStatuses = ['published', 'withdrawn'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** A post's address: lowercase words joined by hyphens, e.g. `matcha-kit-kat-factory`. */
export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const postSlugMaxLength = 80;
export const commentMaxLength = 2000;
