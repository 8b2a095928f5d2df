import { text } from '../../catalog/seed/translations.js';
import type { LookFields } from '../page-entry.events.js';

/** The embedded default's lookbook, on the seed catalogue's first products. */
export const looksSeed: readonly { readonly id: string; readonly fields: LookFields }[] = [
  {
    id: 'look-afternoon-tea',
    fields: {
      kind: 'look',
      title: text(
        'Afternoon tea, Tokyo style',
        '도쿄식 애프터눈 티',
        '東京スタイルのアフタヌーンティー',
        '东京风下午茶',
      ),
      description: text(
        'A pot of green tea and a few sweets to share.',
        '녹차 한 주전자와 함께 나눠 먹을 과자 몇 가지.',
        '緑茶をポットで、みんなでつまめるお菓子を少し。',
        '一壶绿茶，配几样可以分享的小点心。',
      ),
      image: '/images/products/1-1.svg',
      hotspots: [
        { productId: 1, x: 50, y: 45 },
        { productId: 2, x: 18, y: 80 },
        { productId: 3, x: 82, y: 80 },
      ],
    },
  },
  {
    id: 'look-movie-night',
    fields: {
      kind: 'look',
      title: text('Movie night', '영화 보는 밤', '映画の夜', '电影之夜'),
      description: text(
        'Crisps, something sweet and a cold drink.',
        '과자, 달콤한 간식, 그리고 시원한 음료.',
        'スナック、甘いもの、冷たい飲み物。',
        '薯片、甜点，再来一杯冷饮。',
      ),
      image: '/images/products/4-1.svg',
      hotspots: [
        { productId: 4, x: 50, y: 50 },
        { productId: 5, x: 20, y: 20 },
      ],
    },
  },
];
