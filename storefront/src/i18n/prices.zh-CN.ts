import type { PriceMessages } from './prices.en-US';

export const pricesZhCN: PriceMessages = {
  from: '{{price}} 起',
  saleEndsIn: '距促销结束',
  saleEndsAt: '促销结束时间：{{date}}',
  saleEnded: '本次促销已结束。',
  days: '天',
  hours: '小时',
  minutes: '分',
  seconds: '秒',
};
