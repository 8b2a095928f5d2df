import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { postDecider } from './post.decider.js';
import type { PostContent, PostEvent } from './post.events.js';

const { given } = deciderSpec(postDecider);
const content: PostContent = {
  title: { 'en-US': 'A guide to Japanese teas', ja: '日本茶ガイド' },
  description: { 'en-US': 'Sencha, hojicha and matcha.' },
  body: { 'en-US': '# Teas\n\nBrew at 70 °C.' },
  author: { 'en-US': 'Yuki Tanaka' },
  kind: 'guide',
  tags: ['tea', 'guide'],
  images: [],
};
const published: PostEvent = {
  type: 'PostPublished',
  data: { slug: 'japanese-teas', publishedAt: '2026-01-28T12:00:00.000Z', ...content },
};
const comment = { commentId: 'c-1', authorId: 'u-1', authorName: 'ann', body: 'Lovely!' };
const commented: PostEvent = { type: 'CommentPosted', data: comment };

describe('post decider', () => {
  it('publishes a post once under its slug', () => {
    given()
      .when({
        type: 'PublishPost',
        slug: 'japanese-teas',
        publishedAt: '2026-01-28T12:00:00.000Z',
        ...content,
      })
      .thenEmits(published);
    given(published)
      .when({ type: 'PublishPost', slug: 'japanese-teas', publishedAt: 'x', ...content })
      .thenThrows('post_exists', 'A post with this address exists already.');
  });

  it('records a revision only when the content changed', () => {
    given(published)
      .when({ type: 'RevisePost', ...content })
      .thenNothing();
    const revised = { ...content, tags: ['tea'] };
    given(published)
      .when({ type: 'RevisePost', ...revised })
      .thenEmits({ type: 'PostRevised', data: revised });
    given()
      .when({ type: 'RevisePost', ...content })
      .thenThrows('post_not_found', 'This post could not be found.');
  });

  it('takes comments on a published post only, once per comment id', () => {
    given(published)
      .when({ type: 'PostComment', ...comment })
      .thenEmits(commented);
    given(published, commented)
      .when({ type: 'PostComment', ...comment })
      .thenNothing();
    const withdrawn: PostEvent = { type: 'PostWithdrawn', data: { reason: 'Outdated' } };
    given(published, withdrawn)
      .when({ type: 'PostComment', ...comment })
      .thenThrows('post_not_found', 'This post could not be found.');
    given(published, withdrawn)
      .when({ type: 'RestorePost' })
      .thenEmits({ type: 'PostRestored', data: {} });
    given(published, withdrawn).when({ type: 'WithdrawPost', reason: 'Again' }).thenNothing();
  });

  it('lets staff hide a comment and show it again', () => {
    const hidden: PostEvent = {
      type: 'CommentHidden',
      data: { commentId: 'c-1', reason: 'Spam' },
    };
    given(published, commented)
      .when({ type: 'HideComment', commentId: 'c-1', reason: 'Spam' })
      .thenEmits(hidden);
    given(published, commented, hidden)
      .when({ type: 'HideComment', commentId: 'c-1', reason: 'Spam' })
      .thenNothing();
    given(published, commented, hidden)
      .when({ type: 'ShowComment', commentId: 'c-1' })
      .thenEmits({ type: 'CommentShown', data: { commentId: 'c-1' } });
    given(published)
      .when({ type: 'ShowComment', commentId: 'nope' })
      .thenThrows('comment_not_found', 'This comment could not be found.');
  });
});
