/** The affiliates report (`resources.affiliates`), English: the reference shape. */
const affiliates = {
  name: 'Affiliate |||| Affiliates',
  fields: {
    month: 'Month',
    affiliateId: 'Affiliate',
    orders: 'Orders',
    paidOrders: 'Paid orders',
    revenue: 'Revenue (USD)',
    revenueCents: 'Revenue (US cents)',
    siteId: 'Site',
    from: 'From month',
    to: 'Until month',
  },
  sites: { 1: 'Site 1 (main shop)', 2: 'Site 2 (regional reseller)' },
  month_format: 'A month is written YYYY-MM, such as 2026-11.',
  empty: 'No order came through an affiliate link in this period.',
  note: 'Orders placed by shoppers who arrived through a link with ?aid=, per month (UTC). Revenue counts the paid orders that were not cancelled.',
};

export type AffiliateMessages = typeof affiliates;
export default affiliates;
