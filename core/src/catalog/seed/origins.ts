import type { Origin } from './seed-types.js';
import { type Translations, text } from './translations.js';

/** Sentences about where a product comes from; a description may use one. */
export const originSentences: Readonly<Record<Origin, readonly Translations[]>> = {
  japan: [
    text(
      'Shipped straight from Japan.',
      '일본에서 바로 보내 드립니다.',
      '日本から直接お届けします。',
      '日本直邮。',
    ),
    text(
      'A convenience-store favourite in Japan.',
      '일본 편의점의 인기 상품입니다.',
      '日本のコンビニで人気の商品です。',
      '日本便利店的人气商品。',
    ),
    text('Made in Japan.', '일본에서 만들었습니다.', '日本製です。', '日本制造。'),
  ],
  usa: [
    text(
      'Shipped straight from the USA.',
      '미국에서 바로 보내 드립니다.',
      'アメリカから直接お届けします。',
      '美国直邮。',
    ),
    text(
      'A supermarket staple across America.',
      '미국 전역 슈퍼마켓의 필수품입니다.',
      '全米のスーパーでおなじみの定番です。',
      '全美超市的常备商品。',
    ),
    text(
      'An American classic that is hard to find elsewhere.',
      '다른 곳에서는 구하기 힘든 미국의 고전입니다.',
      'ほかではなかなか手に入らない、アメリカの定番です。',
      '美国经典，在别处难得一见。',
    ),
  ],
};
