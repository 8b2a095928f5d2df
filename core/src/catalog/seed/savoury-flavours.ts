import type { SeedFlavour } from './seed-types.js';
import { text } from './translations.js';

// Savoury flavours for chips, noodles and sauces, and the plain recipe of any product.
// Each is written and translated once and shared by every line that sells it (matcha Kit Kat,
// matcha Pocky, matcha tea bags).

export const original: SeedFlavour = {
  slug: 'original',
  color: 'red',
  altColor: 'yellow',
  name: text('Original', '오리지널', 'オリジナル', '原味'),
  note: text(
    'The classic recipe that made it a household name.',
    '오랫동안 사랑받아 온 오리지널 레시피입니다.',
    'ロングセラーを支える、定番の味です。',
    '经典原味配方，深受几代人喜爱。',
  ),
};

export const seaSalt: SeedFlavour = {
  slug: 'sea-salt',
  color: 'blue',
  altColor: 'white',
  name: text('Lightly Salted', '소금맛', 'うすしお', '淡盐味'),
  note: text(
    'Just a pinch of salt, so the main ingredient shines.',
    '소금을 살짝만 뿌려 재료 본연의 맛이 살아 있습니다.',
    '塩はひかえめで、素材の味が引き立ちます。',
    '只撒少许盐，突出食材本味。',
  ),
};

export const consomme: SeedFlavour = {
  slug: 'consomme',
  color: 'red',
  altColor: 'yellow',
  name: text('Consommé', '콘소메맛', 'コンソメ', '清汤味'),
  note: text(
    'Savoury consommé seasoning with onion and beef stock.',
    '양파와 소고기 육수의 감칠맛 나는 콘소메 시즈닝입니다.',
    '玉ねぎとビーフの旨みが効いたコンソメ味です。',
    '洋葱与牛肉高汤调味，鲜香浓郁。',
  ),
};

export const noriSalt: SeedFlavour = {
  slug: 'nori-salt',
  color: 'green',
  altColor: 'white',
  name: text('Seaweed', '김맛', 'のりしお', '海苔味'),
  note: text(
    'Green laver and salt, a Japanese snack classic.',
    '파래와 소금으로 맛을 낸 일본 과자의 고전입니다.',
    '青のりと塩の、日本のお菓子の定番の味です。',
    '青海苔加盐，日式零食的经典口味。',
  ),
};

export const bbq: SeedFlavour = {
  slug: 'bbq',
  color: 'red',
  altColor: 'yellow',
  name: text('Barbecue', '바비큐맛', 'バーベキュー', '烧烤味'),
  note: text(
    'Smoky and sweet, like a backyard barbecue.',
    '뒷마당 바비큐처럼 스모키하고 달콤합니다.',
    '裏庭のバーベキューのように、スモーキーで甘い味わいです。',
    '烟熏甜香，犹如后院烧烤。',
  ),
};

export const sourCreamOnion: SeedFlavour = {
  slug: 'sour-cream-onion',
  color: 'green',
  altColor: 'white',
  name: text('Sour Cream & Onion', '사워크림 어니언', 'サワークリームオニオン', '酸奶油洋葱味'),
  note: text(
    'Tangy sour cream with sweet onion.',
    '새콤한 사워크림에 달큰한 양파 맛을 더했습니다.',
    '酸味のあるサワークリームに、玉ねぎの甘みを合わせました。',
    '微酸奶油搭配香甜洋葱。',
  ),
};

export const cheese: SeedFlavour = {
  slug: 'cheese',
  color: 'yellow',
  altColor: 'red',
  name: text('Cheese', '치즈맛', 'チーズ', '芝士味'),
  note: text(
    'A rich, tangy cheddar cheese taste.',
    '진하고 새콤한 체다치즈 맛입니다.',
    '濃厚でコクのあるチェダーチーズ味です。',
    '浓郁香醇的切达芝士风味。',
  ),
};

export const wasabi: SeedFlavour = {
  slug: 'wasabi',
  color: 'green',
  altColor: 'white',
  name: text('Wasabi', '와사비맛', 'わさび', '芥末味'),
  note: text(
    'A clean wasabi kick that clears the nose.',
    '코끝이 찡한 깔끔한 와사비 맛입니다.',
    '鼻にツンと抜ける、すっきりしたわさびの辛さです。',
    '清爽芥末辣味，直冲鼻腔。',
  ),
};

export const soySauce: SeedFlavour = {
  slug: 'soy-sauce',
  color: 'red',
  altColor: 'yellow',
  name: text('Soy Sauce', '간장맛', 'しょうゆ', '酱油味'),
  note: text(
    'A savoury soy sauce base, deep in umami.',
    '감칠맛이 깊은 간장 베이스입니다.',
    '旨みたっぷりのしょうゆベースです。',
    '以酱油为底，鲜味醇厚。',
  ),
};

export const spicy: SeedFlavour = {
  slug: 'spicy',
  color: 'red',
  altColor: 'grey',
  name: text('Spicy', '매운맛', '辛口', '香辣味'),
  note: text(
    'Fiery chilli heat for those who like it hot.',
    '매운맛을 좋아하는 분을 위한 화끈한 고추의 맛입니다.',
    '辛いもの好きにはたまらない、唐辛子の刺激です。',
    '火辣辣椒风味，专为嗜辣人士打造。',
  ),
};

export const curry: SeedFlavour = {
  slug: 'curry',
  color: 'yellow',
  altColor: 'red',
  name: text('Curry', '카레맛', 'カレー', '咖喱味'),
  note: text(
    'Japanese-style curry: mellow, slightly sweet and well spiced.',
    '순하고 살짝 달콤한 일본식 카레 맛입니다.',
    'まろやかでほんのり甘い、日本のカレー味です。',
    '日式咖喱风味，醇和微甜，香料十足。',
  ),
};

export const seafood: SeedFlavour = {
  slug: 'seafood',
  color: 'blue',
  altColor: 'white',
  name: text('Seafood', '해물맛', 'シーフード', '海鲜味'),
  note: text(
    'A seafood broth with the taste of shrimp and squid.',
    '새우와 오징어의 풍미가 어우러진 해물 국물입니다.',
    'えびといかの旨みが溶け込んだシーフードスープです。',
    '虾与鱿鱼鲜味交融的海鲜汤底。',
  ),
};

export const chicken: SeedFlavour = {
  slug: 'chicken',
  color: 'yellow',
  altColor: 'white',
  name: text('Chicken', '치킨맛', 'チキン', '鸡肉味'),
  note: text(
    'A light, comforting chicken broth.',
    '가볍고 든든한 닭고기 국물 맛입니다.',
    'あっさりとして、ほっとするチキンスープの味です。',
    '清淡暖心的鸡汤风味。',
  ),
};

export const beef: SeedFlavour = {
  slug: 'beef',
  color: 'red',
  altColor: 'grey',
  name: text('Beef', '소고기맛', 'ビーフ', '牛肉味'),
  note: text(
    'A hearty, roasted beef broth.',
    '진하고 구수한 소고기 국물 맛입니다.',
    'コクのあるローストビーフ風のスープです。',
    '浓郁醇厚的烤牛肉汤底。',
  ),
};

export const miso: SeedFlavour = {
  slug: 'miso',
  color: 'yellow',
  altColor: 'red',
  name: text('Miso', '미소맛', 'みそ', '味噌味'),
  note: text(
    'Rich, nutty fermented miso.',
    '구수하고 진한 일본 된장 맛입니다.',
    'コク深く香ばしい、みその味わいです。',
    '醇厚浓香的发酵味噌风味。',
  ),
};

export const shio: SeedFlavour = {
  slug: 'shio',
  color: 'white',
  altColor: 'blue',
  name: text('Shio', '시오', '塩', '盐味'),
  note: text(
    'A clear, light broth seasoned with salt and sesame.',
    '소금과 참깨로 맛을 낸 맑고 깔끔한 국물입니다.',
    '塩とごまで仕上げた、すっきり澄んだスープです。',
    '以盐和芝麻调味的清爽汤底。',
  ),
};

export const tonkotsu: SeedFlavour = {
  slug: 'tonkotsu',
  color: 'white',
  altColor: 'red',
  name: text('Tonkotsu', '돈코츠', 'とんこつ', '豚骨味'),
  note: text(
    'Creamy pork-bone broth in the Hakata style.',
    '하카타 스타일의 진한 돈코츠 국물입니다.',
    '博多風のクリーミーな豚骨スープです。',
    '博多风格的浓白猪骨汤。',
  ),
};

export const sesame: SeedFlavour = {
  slug: 'sesame',
  color: 'white',
  altColor: 'yellow',
  name: text('Sesame', '참깨', 'ごま', '芝麻味'),
  note: text(
    'Deep-roasted sesame, nutty and rich.',
    '깊게 볶은 참깨의 고소하고 진한 맛입니다.',
    '深煎りごまの、香ばしくコクのある味わいです。',
    '深焙芝麻，香浓醇厚。',
  ),
};

export const teriyaki: SeedFlavour = {
  slug: 'teriyaki',
  color: 'red',
  altColor: 'yellow',
  name: text('Teriyaki', '데리야끼', '照り焼き', '照烧味'),
  note: text(
    'A sweet soy glaze in the teriyaki style.',
    '달콤한 간장 소스의 데리야끼 맛입니다.',
    '甘辛いしょうゆだれの照り焼き味です。',
    '甜咸酱油酱汁的照烧风味。',
  ),
};

export const garlic: SeedFlavour = {
  slug: 'garlic',
  color: 'white',
  altColor: 'grey',
  name: text('Garlic', '마늘맛', 'ガーリック', '蒜香味'),
  note: text(
    'Plenty of roasted garlic.',
    '구운 마늘 향이 가득합니다.',
    'ローストガーリックがたっぷり香ります。',
    '满满的烤蒜香。',
  ),
};
