import type { SeedFlavour } from './seed-types.js';
import { text } from './translations.js';

// Varieties of pantry staples: sauces, curry heat, spreads and soup toppings.
// Each is written and translated once and shared by every line that sells it (matcha Kit Kat,
// matcha Pocky, matcha tea bags).

export const lessSodium: SeedFlavour = {
  slug: 'less-sodium',
  color: 'green',
  altColor: 'white',
  name: text('Less Sodium', '저염', '減塩', '减盐'),
  note: text(
    'Brewed the same way, with much less salt.',
    '같은 방식으로 양조하고 염분을 크게 줄였습니다.',
    '同じ製法で醸造し、塩分を大きく減らしました。',
    '同样的酿造工艺，盐分大幅降低。',
  ),
};

export const glutenFree: SeedFlavour = {
  slug: 'gluten-free',
  color: 'yellow',
  altColor: 'white',
  name: text('Gluten-Free', '글루텐프리', 'グルテンフリー', '无麸质'),
  note: text(
    'Brewed without wheat, for gluten-free kitchens.',
    '밀 없이 양조해 글루텐프리 식단에도 좋습니다.',
    '小麦を使わずに醸造した、グルテンフリーの一本です。',
    '不含小麦酿造，适合无麸质饮食。',
  ),
};

export const mild: SeedFlavour = {
  slug: 'mild',
  color: 'yellow',
  altColor: 'white',
  name: text('Mild', '순한맛', '甘口', '微辣'),
  note: text(
    'Mild enough for children, still full of spice aroma.',
    '아이들도 먹을 수 있을 만큼 순하지만 향신료 향은 풍부합니다.',
    'お子さまも食べやすい辛さで、スパイスの香りは豊かです。',
    '辣度温和，孩子也能吃，香料味依旧浓郁。',
  ),
};

export const mediumHot: SeedFlavour = {
  slug: 'medium-hot',
  color: 'red',
  altColor: 'yellow',
  name: text('Medium Hot', '중간 매운맛', '中辛', '中辣'),
  note: text(
    'A balanced heat that most families agree on.',
    '온 가족이 즐기기 좋은 적당한 매운맛입니다.',
    '家族みんなで楽しめる、ほどよい辛さです。',
    '辣度适中，全家都能接受。',
  ),
};

export const creamy: SeedFlavour = {
  slug: 'creamy',
  color: 'red',
  altColor: 'white',
  name: text('Creamy', '크리미', 'クリーミー', '柔滑'),
  note: text(
    'Smooth and spreadable straight from the jar.',
    '병에서 바로 떠도 부드럽게 발립니다.',
    '瓶から出してすぐ、なめらかに塗れます。',
    '开罐即可顺滑涂抹。',
  ),
};

export const crunchy: SeedFlavour = {
  slug: 'crunchy',
  color: 'green',
  altColor: 'white',
  name: text('Crunchy', '크런치', 'つぶ入り', '颗粒'),
  note: text(
    'With chopped peanuts for extra crunch.',
    '다진 땅콩이 들어 있어 더욱 바삭합니다.',
    '刻んだピーナッツ入りで、食感が楽しめます。',
    '加入花生碎，口感更脆。',
  ),
};

export const nori: SeedFlavour = {
  slug: 'nori',
  color: 'green',
  altColor: 'white',
  name: text('Nori', '김', '海苔', '海苔'),
  note: text(
    'Crisp nori and little rice crackers meet a savoury tea broth.',
    '바삭한 김과 작은 쌀과자가 감칠맛 나는 차 국물과 어우러집니다.',
    'パリッとした海苔とあられが、お茶の旨みと合わさります。',
    '酥脆海苔与小米果，融入鲜香茶汤。',
  ),
};

export const salmon: SeedFlavour = {
  slug: 'salmon',
  color: 'red',
  altColor: 'white',
  name: text('Salmon', '연어맛', 'さけ', '三文鱼味'),
  note: text(
    'Flakes of salted salmon over the rice.',
    '밥 위에 짭조름한 연어 조각이 올라갑니다.',
    'ごはんの上に、塩鮭のフレークがのります。',
    '米饭上铺满咸香三文鱼碎。',
  ),
};

export const ume: SeedFlavour = {
  slug: 'ume',
  color: 'red',
  altColor: 'white',
  name: text('Ume Plum', '매실맛', '梅', '梅子味'),
  note: text(
    'Tart pickled ume plum, refreshing after a long day.',
    '새콤한 매실 절임이 하루의 피로를 씻어 줍니다.',
    '甘酸っぱい梅で、さっぱりといただけます。',
    '酸爽梅子，清口解腻。',
  ),
};

export const tofu: SeedFlavour = {
  slug: 'tofu',
  color: 'white',
  altColor: 'green',
  name: text('Tofu', '두부', 'とうふ', '豆腐'),
  note: text(
    'Soft cubes of tofu in every bowl.',
    '한 그릇마다 부드러운 두부가 들어 있습니다.',
    'やわらかなとうふが、一杯ごとに入っています。',
    '每碗都有嫩滑的豆腐块。',
  ),
};

export const wakame: SeedFlavour = {
  slug: 'wakame',
  color: 'green',
  altColor: 'white',
  name: text('Wakame', '미역', 'わかめ', '裙带菜'),
  note: text(
    'Tender wakame seaweed that plumps up in hot water.',
    '뜨거운 물에 부드럽게 불어나는 미역이 들어 있습니다.',
    'お湯でふっくら戻る、やわらかなわかめ入りです。',
    '柔嫩的裙带菜，热水一冲即舒展。',
  ),
};
