import { assertNever } from '../decider/assert-never.js';
import { type Decider, DomainError } from '../decider/decider.js';
import type { PostContent, PostEvent, PostStatus } from './post.events.js';

export type PostCommand =
  | ({ type: 'PublishPost'; slug: string; publishedAt: string } & PostContent)
  | ({ type: 'RevisePost' } & PostContent)
  | { type: 'WithdrawPost'; reason: string }
  | { type: 'RestorePost' }
  | { type: 'PostComment'; commentId: string; authorId: string; authorName: string; body: string }
  | { type: 'HideComment'; commentId: string; reason: string }
  | { type: 'ShowComment'; commentId: string };

export type PostState =
  | { readonly status: 'none' }
  | {
      readonly status: PostStatus;
      readonly content: PostContent;
      /** Each comment's id and whether staff hid it. */
      readonly comments: Readonly<Record<string, { readonly hidden: boolean }>>;
    };

/** `post-<slug>`: one blog post with its comments. */
export function postStream(slug: string): string {
  return `post-${slug}`;
}

const postNotFound = () => new DomainError('post_not_found', 'This post could not be found.');

function contentOf(command: PostContent): PostContent {
  const { title, description, body, author, kind, tags, images } = command;
  return { title, description, body, author, kind, tags, images };
}

/**
 * A blog post: published once under its slug, revised and withdrawn by staff. Signed-in
 * customers comment on a published post; staff hide a comment (with a reason) or show it again.
 * A comment posted twice under one id (a retried request) is kept once.
 */
export const postDecider: Decider<PostCommand, PostEvent, PostState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'PostPublished':
        return { status: 'published', content: contentOf(event.data), comments: {} };
      case 'PostRevised':
        return state.status === 'none' ? state : { ...state, content: event.data };
      case 'PostWithdrawn':
        return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
      case 'PostRestored':
        return state.status === 'none' ? state : { ...state, status: 'published' };
      case 'CommentPosted':
      case 'CommentHidden':
      case 'CommentShown':
        return state.status === 'none'
          ? state
          : {
              ...state,
              comments: {
                ...state.comments,
                [event.data.commentId]: { hidden: event.type === 'CommentHidden' },
              },
            };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'PublishPost') {
      if (state.status !== 'none') {
        throw new DomainError('post_exists', 'A post with this address exists already.');
      }
      return [
        {
          type: 'PostPublished',
          data: { slug: command.slug, publishedAt: command.publishedAt, ...contentOf(command) },
        },
      ];
    }
    if (state.status === 'none') throw postNotFound();
    switch (command.type) {
      case 'RevisePost': {
        const content = contentOf(command);
        if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
        return [{ type: 'PostRevised', data: content }];
      }
      case 'WithdrawPost':
        return state.status === 'withdrawn'
          ? []
          : [{ type: 'PostWithdrawn', data: { reason: command.reason } }];
      case 'RestorePost':
        return state.status === 'published' ? [] : [{ type: 'PostRestored', data: {} }];
      case 'PostComment': {
        if (state.status !== 'published') throw postNotFound();
        if (state.comments[command.commentId]) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'CommentPosted', data }];
      }
      case 'HideComment':
      case 'ShowComment': {
        const comment = state.comments[command.commentId];
        if (!comment) {
          throw new DomainError('comment_not_found', 'This comment could not be found.');
        }
        if (command.type === 'HideComment') {
          return comment.hidden
            ? []
            : [
                {
                  type: 'CommentHidden',
                  data: { commentId: command.commentId, reason: command.reason },
                },
              ];
        }
        return comment.hidden
          ? [{ type: 'CommentShown', data: { commentId: command.commentId } }]
          : [];
      }
      default:
        return assertNever(command);
    }
  },
};
