import type { Messages } from './en-US';

export const ja: Messages = {
  shop: {
    name: 'パシフィック・パントリー',
  },
  layout: {
    skipToContent: '本文へスキップ',
    language: '言語',
  },
  footer: {
    deliveryTitle: '配送',
    delivery: 'お届けまでは通常2〜3週間かかります。',
    returnsTitle: '返品',
    returns: '返品は商品に問題があった場合のみ承ります。お届けから7日以内にご連絡ください。',
  },
  home: {
    title: '食料品をご自宅までお届けします',
    description: 'アメリカと日本の商品を販売し、海外へ発送しています',
    browseCategories: 'カテゴリーを見る',
    categoriesTitle: 'カテゴリーから探す',
  },
  categories: {
    sweets: 'スイーツ',
    teas: 'お茶',
    snacks: 'スナック',
    beverages: '飲料',
    gums: 'ガム',
  },
  notFound: {
    title: 'ページが見つかりませんでした',
  },
  error: {
    title: 'エラー',
    message: '申し訳ありません。エラーが発生しました。',
  },
  navigation: {
    backHome: 'ホームページに戻る',
  },
};
