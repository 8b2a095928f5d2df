import type { PriceMessages } from './prices.en-US';

export const pricesJa: PriceMessages = {
  from: '{{price}}から',
  saleEndsIn: 'セール終了まで',
  saleEndsAt: 'セール終了：{{date}}',
  saleEnded: 'このセールは終了しました。',
  days: '日',
  hours: '時間',
  minutes: '分',
  seconds: '秒',
};
