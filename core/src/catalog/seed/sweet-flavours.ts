import type { SeedFlavour } from './seed-types.js';
import { text } from './translations.js';

// Chocolate, nut and dessert flavours.
// Each is written and translated once and shared by every line that sells it (matcha Kit Kat,
// matcha Pocky, matcha tea bags).

export const milkChocolate: SeedFlavour = {
  slug: 'milk-chocolate',
  color: 'red',
  altColor: 'white',
  name: text('Milk Chocolate', '밀크초콜릿', 'ミルクチョコ', '牛奶巧克力'),
  note: text(
    'Creamy milk chocolate with a mellow cocoa taste.',
    '부드러운 밀크초콜릿이 은은한 카카오 향을 냅니다.',
    'まろやかなミルクチョコレートで、やさしいカカオの風味です。',
    '丝滑牛奶巧克力，可可香气柔和。',
  ),
};

export const darkChocolate: SeedFlavour = {
  slug: 'dark-chocolate',
  color: 'purple',
  altColor: 'grey',
  name: text('Dark Chocolate', '다크초콜릿', 'ビターチョコ', '黑巧克力'),
  note: text(
    'Dark chocolate keeps it rich and not too sweet.',
    '다크초콜릿을 써서 진하고 달지 않습니다.',
    'ビターチョコで甘さ控えめ、濃厚な味わいです。',
    '选用黑巧克力，浓郁而不甜腻。',
  ),
};

export const whiteChocolate: SeedFlavour = {
  slug: 'white-chocolate',
  color: 'white',
  altColor: 'blue',
  name: text('White Chocolate', '화이트초콜릿', 'ホワイトチョコ', '白巧克力'),
  note: text(
    'Sweet white chocolate with a hint of vanilla.',
    '바닐라 향이 살짝 감도는 달콤한 화이트초콜릿입니다.',
    'ほんのりバニラが香る、甘いホワイトチョコです。',
    '香甜白巧克力，带一丝香草气息。',
  ),
};

export const almond: SeedFlavour = {
  slug: 'almond',
  color: 'yellow',
  altColor: 'red',
  name: text('Almond', '아몬드', 'アーモンド', '杏仁'),
  note: text(
    'Roasted almonds add a satisfying crunch.',
    '고소하게 구운 아몬드가 바삭하게 씹힙니다.',
    '香ばしくローストしたアーモンドの食感が楽しめます。',
    '烘烤杏仁带来香脆口感。',
  ),
};

export const cookiesAndCream: SeedFlavour = {
  slug: 'cookies-and-cream',
  color: 'blue',
  altColor: 'white',
  name: text('Cookies & Cream', '쿠키앤크림', 'クッキー&クリーム', '曲奇奶油味'),
  note: text(
    'Crunchy cocoa cookie bits in a sweet cream.',
    '달콤한 크림 속에 바삭한 코코아 쿠키가 들어 있습니다.',
    '甘いクリームに、ザクザクのココアクッキーが入っています。',
    '香甜奶油中加入酥脆可可曲奇碎。',
  ),
};

export const peanutButter: SeedFlavour = {
  slug: 'peanut-butter',
  color: 'yellow',
  altColor: 'red',
  name: text('Peanut Butter', '피넛버터', 'ピーナッツバター', '花生酱味'),
  note: text(
    'Salty-sweet peanut butter, an American favourite.',
    '달콤 짭짤한 땅콩버터는 미국인이 사랑하는 맛입니다.',
    '甘じょっぱいピーナッツバターは、アメリカの定番の味です。',
    '咸甜交织的花生酱，美国人的心头好。',
  ),
};

export const caramel: SeedFlavour = {
  slug: 'caramel',
  color: 'yellow',
  altColor: 'red',
  name: text('Caramel', '캐러멜', 'キャラメル', '焦糖味'),
  note: text(
    'Buttery caramel with a toasty edge.',
    '버터 향 가득한 캐러멜에 고소함이 더해졌습니다.',
    'バターが香る、香ばしいキャラメル味です。',
    '黄油香浓的焦糖，带着微微焦香。',
  ),
};

export const vanilla: SeedFlavour = {
  slug: 'vanilla',
  color: 'white',
  altColor: 'yellow',
  name: text('Vanilla', '바닐라맛', 'バニラ', '香草味'),
  note: text(
    'Smooth vanilla that goes with everything.',
    '무엇과도 잘 어울리는 부드러운 바닐라 맛입니다.',
    '何にでも合う、なめらかなバニラ風味です。',
    '顺滑香草味，百搭不腻。',
  ),
};

export const honey: SeedFlavour = {
  slug: 'honey',
  color: 'yellow',
  altColor: 'white',
  name: text('Honey', '꿀맛', 'はちみつ', '蜂蜜味'),
  note: text(
    'A touch of honey for a gentle, floral sweetness.',
    '꿀을 더해 은은하고 향긋한 단맛이 납니다.',
    'はちみつのやさしく華やかな甘さです。',
    '加入蜂蜜，甜味温和带花香。',
  ),
};

export const cinnamon: SeedFlavour = {
  slug: 'cinnamon',
  color: 'red',
  altColor: 'yellow',
  name: text('Cinnamon', '시나몬', 'シナモン', '肉桂味'),
  note: text(
    'Warm cinnamon spice, cosy on a cold morning.',
    '따뜻한 시나몬 향이 추운 아침에 잘 어울립니다.',
    'シナモンの温かな香りが、寒い朝にぴったりです。',
    '温暖的肉桂香气，适合寒冷的早晨。',
  ),
};

export const maple: SeedFlavour = {
  slug: 'maple',
  color: 'yellow',
  altColor: 'red',
  name: text('Maple', '메이플', 'メープル', '枫糖味'),
  note: text(
    'Sweetened with the deep, woody taste of maple.',
    '메이플 시럽의 깊은 풍미로 단맛을 냈습니다.',
    'メープルシロップのコクのある甘さです。',
    '以枫糖浆的醇厚木香调出甜味。',
  ),
};

export const assorted: SeedFlavour = {
  slug: 'assorted',
  color: 'purple',
  altColor: 'white',
  name: text('Assorted', '모둠', 'アソート', '什锦'),
  note: text(
    'Every pack mixes several flavours, so everyone finds a favourite.',
    '한 봉지에 여러 가지 맛이 들어 있어 누구나 좋아하는 맛을 찾을 수 있습니다.',
    'いろいろな味が入っているので、お気に入りがきっと見つかります。',
    '一包多种口味，人人都能找到心头好。',
  ),
};
