import type { PriceMessages } from './prices.en-US';

export const pricesKo: PriceMessages = {
  from: '{{price}}부터',
  saleEndsIn: '세일 종료까지',
  saleEndsAt: '세일 종료: {{date}}',
  saleEnded: '이 세일은 종료되었습니다.',
  days: '일',
  hours: '시간',
  minutes: '분',
  seconds: '초',
};
