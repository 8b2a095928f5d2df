import type { AffiliateMessages } from './en-US';

const affiliates: AffiliateMessages = {
  name: 'アフィリエイト |||| アフィリエイト',
  fields: {
    month: '月',
    affiliateId: 'アフィリエイト',
    orders: '注文数',
    paidOrders: '支払済みの注文',
    revenue: '売上 (USD)',
    revenueCents: '売上 (米セント)',
    siteId: 'サイト',
    from: '開始月',
    to: '終了月',
  },
  sites: { 1: 'サイト 1 (本店)', 2: 'サイト 2 (地域リセラー)' },
  month_format: '月は 2026-11 のように YYYY-MM の形で入力してください。',
  empty: 'この期間にアフィリエイトリンク経由の注文はありません。',
  note: '?aid= 付きのリンクから来たお客様の注文を月ごと (UTC) に集計しています。売上はキャンセルされていない支払済みの注文のみです。',
};

export default affiliates;
