/** Prices per variant and sale countdowns (English, the reference). */
export const pricesEnUS = {
  from: 'from {{price}}',
  saleEndsIn: 'Sale ends in',
  saleEndsAt: 'Sale ends on {{date}}',
  saleEnded: 'This sale has ended.',
  days: 'days',
  hours: 'hours',
  minutes: 'min',
  seconds: 'sec',
};

export type PriceMessages = typeof pricesEnUS;
