import { text } from '../../catalog/seed/translations.js';
import type { LookFields } from '../page-entry.events.js';

/**
 * The embedded default's lookbook, on the seed catalogue's products. Each look's picture is its
 * scene (`/images/looks/<id>.svg`), which the server draws from the look's own points: every
 * product stands where its point is.
 */
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
        'Green tea and roasted hojicha, with matcha and strawberry Kit Kats to share.',
        '녹차와 구수한 호지차, 함께 나눠 먹을 말차·딸기 킷캣.',
        '緑茶と香ばしいほうじ茶に、みんなでつまめる抹茶といちごのキットカット。',
        '绿茶和焙茶，再配上可以分享的抹茶、草莓奇巧。',
      ),
      image: '/images/looks/look-afternoon-tea.svg',
      hotspots: [
        { productId: 2, x: 27, y: 45 },
        { productId: 18, x: 73, y: 45 },
        { productId: 1, x: 30, y: 75 },
        { productId: 9, x: 70, y: 76 },
      ],
    },
  },
  {
    id: 'look-movie-night',
    fields: {
      kind: 'look',
      title: text('Movie night', '영화 보는 밤', '映画の夜', '电影之夜'),
      description: text(
        'Two bags of crisps and a cold Ramune in the middle.',
        '감자칩 두 봉지, 가운데에는 시원한 라무네.',
        'ポテトチップス2袋と、真ん中に冷たいラムネ。',
        '两袋薯片，中间一瓶冰镇波子汽水。',
      ),
      image: '/images/looks/look-movie-night.svg',
      hotspots: [
        { productId: 3, x: 22, y: 66 },
        { productId: 4, x: 50, y: 52 },
        { productId: 11, x: 78, y: 66 },
      ],
    },
  },
  {
    id: 'look-ramen-night',
    fields: {
      kind: 'look',
      title: text('Ramen night', '라면 먹는 밤', 'ラーメンの夜', '拉面之夜'),
      description: text(
        'Cup noodles, two ways, and soy sauce to season them.',
        '두 가지 컵라면과 간을 맞출 간장.',
        '2種類のカップヌードルと、味つけのしょうゆ。',
        '两种杯面，再加一瓶调味的酱油。',
      ),
      image: '/images/looks/look-ramen-night.svg',
      hotspots: [
        { productId: 6, x: 28, y: 66 },
        { productId: 7, x: 52, y: 48 },
        { productId: 14, x: 74, y: 68 },
      ],
    },
  },
];
