import type { Language } from './api-setup.js';

/**
 * The storefront's texts these journeys look for, per language, as the storefront's catalogues
 * (`storefront/src/i18n/<language>.ts`) have them.
 */
export const texts = {
  'en-US': {
    blogTitle: 'From our blog',
    signInToComment: 'Sign in to leave a comment',
    taggedTitle: (tag: string) => `Posts tagged “${tag}”`,
    yourComment: 'Your comment',
    postComment: 'Post comment',
    commentPosted: 'Thank you! Your comment is up.',
    reviews: 'Reviews',
    yourReview: 'Your review (optional)',
    postReview: 'Post review',
    thanks: 'Thank you for your review!',
    notReceived:
      'You can review a product once an order of yours for it has shipped or been delivered.',
    summary: (average: number) => `${average} out of 5 · 1 review`,
    starsLabel: (rating: number) => `${rating} out of 5 stars`,
  },
  ko: {
    blogTitle: '블로그',
    signInToComment: '로그인하고 댓글 남기기',
    taggedTitle: (tag: string) => `“${tag}” 태그 글`,
    yourComment: '댓글',
    postComment: '댓글 등록',
    commentPosted: '감사합니다! 댓글이 등록되었습니다.',
    reviews: '리뷰',
    yourReview: '리뷰 (선택)',
    postReview: '리뷰 등록',
    thanks: '리뷰 감사합니다!',
    notReceived: '이 상품을 주문해 발송되었거나 배송이 완료된 후에 리뷰를 쓸 수 있습니다.',
    summary: (average: number) => `5점 만점에 ${average}점 · 리뷰 1개`,
    starsLabel: (rating: number) => `5점 만점에 ${rating}점`,
  },
  ja: {
    blogTitle: 'ブログ',
    signInToComment: 'ログインしてコメントする',
    taggedTitle: (tag: string) => `「${tag}」の記事`,
    yourComment: 'コメント',
    postComment: 'コメントを投稿',
    commentPosted: 'ありがとうございます！コメントを掲載しました。',
    reviews: 'レビュー',
    yourReview: 'レビュー（任意）',
    postReview: 'レビューを投稿',
    thanks: 'レビューありがとうございます！',
    notReceived: 'この商品のご注文が発送済みまたはお届け済みになると、レビューを書けます。',
    summary: (average: number) => `5点中${average}点 · レビュー1件`,
    starsLabel: (rating: number) => `5点中${rating}点`,
  },
  'zh-CN': {
    blogTitle: '博客文章',
    signInToComment: '登录后发表评论',
    taggedTitle: (tag: string) => `标签为“${tag}”的文章`,
    yourComment: '你的评论',
    postComment: '发表评论',
    commentPosted: '谢谢！你的评论已发布。',
    reviews: '评价',
    yourReview: '你的评价（可选）',
    postReview: '发表评价',
    thanks: '感谢你的评价！',
    notReceived: '你购买此商品的订单发货或送达后，才能发表评价。',
    summary: (average: number) => `${average} 分（满分 5 分）· 1 条评价`,
    starsLabel: (rating: number) => `${rating} 星（满分 5 星）`,
  },
} as const satisfies Record<Language, unknown>;

export const languages = Object.keys(texts) as Language[];
