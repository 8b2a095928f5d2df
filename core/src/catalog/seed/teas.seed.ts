import { agf, bigelow, celestial, harneyAndSons, itoEn, nittoh, yamamotoyama } from './brands.js';
import {
  barley,
  chamomile,
  earlGrey,
  englishBreakfast,
  genmaicha,
  greenTea,
  hojicha,
  jasmine,
  matcha,
  milkTea,
  peppermint,
  sencha,
} from './drink-flavours.js';
import { lemon, orange, peach } from './fruit-flavours.js';
import { original } from './savoury-flavours.js';
import type { CategorySeed } from './seed-types.js';
import { caramel, cinnamon } from './sweet-flavours.js';
import { text } from './translations.js';

/** Tea bags, loose leaves and instant tea drinks. */
export const teas: CategorySeed = {
  slug: 'teas',
  tips: [
    text(
      'Keep it sealed, away from light and moisture, to keep the aroma.',
      '향을 지키려면 밀봉해 빛과 습기를 피해 보관하세요.',
      '香りを保つため、密封して光と湿気を避けて保存してください。',
      '请密封保存，避光防潮以保留香气。',
    ),
    text(
      'A calm cup for an afternoon break.',
      '오후의 휴식에 어울리는 차분한 한 잔입니다.',
      '午後のひと休みにぴったりの一杯です。',
      '午后小憩时的一杯安宁。',
    ),
  ],
  lines: [
    {
      brand: itoEn,
      sku: 'TEABAGS',
      name: text('Tea Bags', '티백', 'ティーバッグ', '茶包'),
      pitch: text(
        'Pyramid tea bags that give the leaves room to open up.',
        '찻잎이 충분히 펼쳐지도록 만든 삼각 티백입니다.',
        '茶葉がしっかり開く、三角ティーバッグです。',
        '三角立体茶包，让茶叶充分舒展。',
      ),
      flavours: [greenTea, genmaicha, hojicha, matcha, barley],
      packs: ['20 bags', '50 bags'],
      priceCents: 699,
      weightGrams: 60,
    },
    {
      brand: yamamotoyama,
      sku: 'LEAF',
      name: text('Loose Leaf Tea', '잎차', '茶葉', '茶叶'),
      pitch: text(
        'Loose leaves from a Tokyo tea merchant founded in 1690.',
        '1690년에 창업한 도쿄의 차 상점이 고른 잎차입니다.',
        '1690年創業の東京の老舗が選んだ茶葉です。',
        '创立于1690年的东京老字号茶商精选茶叶。',
      ),
      flavours: [sencha, genmaicha, hojicha],
      packs: ['100 g', '200 g'],
      priceCents: 1199,
      weightGrams: 120,
    },
    {
      brand: celestial,
      sku: 'HERBAL',
      name: text('Herbal Tea', '허브차', 'ハーブティー', '花草茶'),
      pitch: text(
        'Caffeine-free herbal blends from the Colorado Rockies.',
        '콜로라도 로키산맥에서 온 카페인 없는 허브 블렌드입니다.',
        'コロラドのロッキー山脈生まれの、カフェインゼロのハーブブレンドです。',
        '来自科罗拉多落基山脉的无咖啡因花草拼配茶。',
      ),
      flavours: [chamomile, peppermint, lemon, cinnamon, peach],
      packs: ['20 bags', '6 pack'],
      priceCents: 499,
      weightGrams: 45,
      tags: ['caffeine-free'],
    },
    {
      brand: bigelow,
      sku: 'TEABAGS',
      name: text('Tea Bags', '티백', 'ティーバッグ', '茶包'),
      pitch: text(
        'Each bag sealed in its own foil pouch to lock in the aroma.',
        '향이 날아가지 않도록 티백을 하나씩 호일 파우치에 담았습니다.',
        '香りを閉じ込めるため、ひとつずつアルミ袋で個包装しています。',
        '每个茶包都独立铝箔封装，锁住香气。',
      ),
      flavours: [earlGrey, greenTea, orange, englishBreakfast],
      packs: ['20 bags', '6 pack'],
      priceCents: 549,
      weightGrams: 50,
    },
    {
      brand: harneyAndSons,
      sku: 'TIN',
      name: text('Tea Tin', '틴 케이스 티', 'ティー缶', '罐装茶'),
      pitch: text(
        'Silken sachets of whole-leaf tea in a reusable tin.',
        '재사용할 수 있는 틴 케이스에 통잎 차를 담은 실크 티백이 들어 있습니다.',
        '繰り返し使える缶に、茶葉をまるごと詰めたシルクのティーバッグが入っています。',
        '可重复使用的茶罐中，装有整叶茶丝质茶包。',
      ),
      flavours: [earlGrey, jasmine, cinnamon, englishBreakfast],
      packs: ['20 sachets'],
      priceCents: 1099,
      weightGrams: 180,
    },
    {
      brand: agf,
      sku: 'BLENDY',
      name: text('Blendy Stick', '블렌디 스틱', 'ブレンディ スティック', 'Blendy 速溶条'),
      pitch: text(
        'Single-serve latte powder: tear, pour and add hot water.',
        '뜯어서 붓고 뜨거운 물만 부으면 되는 1회용 라떼 파우더입니다.',
        '開けて注いでお湯を注ぐだけの、1杯分のラテパウダーです。',
        '单杯装拿铁粉，撕开倒入，加热水即可。',
      ),
      flavours: [matcha, milkTea, hojicha],
      packs: ['6 sticks', '27 sticks'],
      priceCents: 499,
      weightGrams: 80,
      flavourLast: true,
      tags: ['latte'],
    },
    {
      brand: nittoh,
      sku: 'RMT',
      name: text('Royal Milk Tea', '로열 밀크티', 'ロイヤルミルクティー', '皇家奶茶'),
      pitch: text(
        "Rich instant milk tea from one of Japan's oldest black tea brands.",
        '일본에서 가장 오래된 홍차 브랜드 중 하나가 만든 진한 인스턴트 밀크티입니다.',
        '日本で最も歴史ある紅茶ブランドのひとつが作る、濃厚なインスタントミルクティーです。',
        '出自日本历史最悠久的红茶品牌之一的浓郁速溶奶茶。',
      ),
      flavours: [original, caramel, matcha],
      packs: ['10 sticks', '20 sticks'],
      priceCents: 599,
      weightGrams: 140,
      flavourLast: true,
      tags: ['milk-tea'],
    },
  ],
};
