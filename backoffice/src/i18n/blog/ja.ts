import type blog from './en-US';

/** The blog's resources in the back office (`resources.posts`, `resources.comments`, `resources.reviews`), ja. */
const messages: typeof blog = {
  posts: {
    name: 'ブログ記事 |||| ブログ記事',
    fields: {
      slug: 'アドレス（スラッグ）',
      title: 'タイトル',
      author: '著者',
      description: '説明',
      body: '本文',
      kind: '種類',
      tags: 'タグ',
      images: '画像',
      publishedAt: '公開日時',
      status: '状態',
      withdrawnReason: '非公開の理由',
    },
    helpers: {
      slug: '小文字の単語をハイフンでつなぎます。記事は /blog/<アドレス> に置かれ、アドレスは変わりません。',
      translation: '英語は必須です。空の言語には英語の文章が表示されます。',
      markdown: 'Markdown：## 見出し、**太字**、- リスト、| 表 |、[リンク](https://…)。',
      tags: '1つにつき1語。例：teas、guide。',
      images: '/images/… または https のアドレス。最初の画像が記事の写真になります。',
      published_at: '空欄なら現在時刻。',
    },
    validation: { slug: '小文字・数字・1つずつのハイフンだけを使ってください。' },
    kinds: {
      story: 'ストーリー',
      guide: 'ガイド',
      news: 'お知らせ',
      recipe: 'レシピ',
    },
    statuses: { published: '公開中', withdrawn: '非公開' },
    preview: { title: 'プレビュー', failed: 'プレビューを表示できませんでした。' },
    filters: { search: 'タイトルとアドレスを検索' },
  },
  comments: {
    name: 'コメント |||| コメント',
    fields: {
      createdAt: '投稿日時',
      slug: '記事',
      authorName: '投稿者',
      body: 'コメント',
      hidden: '非表示',
      hiddenReason: '非表示の理由',
    },
    actions: { hide: '非表示にする', show: '表示する' },
    notifications: { hidden: 'コメントを非表示にしました', shown: 'コメントを再表示しました' },
    filters: { search: 'コメントを検索' },
  },
  reviews: {
    name: 'レビュー |||| レビュー',
    fields: {
      createdAt: '投稿日時',
      productId: '商品',
      authorName: '投稿者',
      rating: '星の数',
      body: 'レビュー',
      orderNumber: '注文',
      hidden: '非表示',
      hiddenReason: '非表示の理由',
    },
    actions: { hide: '非表示にする', show: '表示する' },
    notifications: { hidden: 'レビューを非表示にしました', shown: 'レビューを再表示しました' },
  },
};

export default messages;
