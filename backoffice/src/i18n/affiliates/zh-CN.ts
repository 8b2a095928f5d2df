import type { AffiliateMessages } from './en-US';

const affiliates: AffiliateMessages = {
  name: '推广伙伴 |||| 推广伙伴',
  fields: {
    month: '月份',
    affiliateId: '推广伙伴',
    orders: '订单数',
    paidOrders: '已付款订单',
    revenue: '收入 (美元)',
    revenueCents: '收入 (美分)',
    siteId: '站点',
    from: '起始月份',
    to: '截止月份',
  },
  sites: { 1: '站点 1 (主商店)', 2: '站点 2 (地区经销商)' },
  month_format: '月份格式为 YYYY-MM，例如 2026-11。',
  empty: '此期间没有通过推广链接下的订单。',
  note: '按月 (UTC) 统计通过带 ?aid= 的链接进入的顾客所下的订单。收入只计算已付款且未取消的订单。',
};

export default affiliates;
