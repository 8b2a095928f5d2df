import type { SeedFlavour } from './seed-types.js';
import { text } from './translations.js';

// Tea varieties, coffee styles and mints.
// Each is written and translated once and shared by every line that sells it (matcha Kit Kat,
// matcha Pocky, matcha tea bags).

export const greenTea: SeedFlavour = {
  slug: 'green-tea',
  color: 'green',
  altColor: 'white',
  name: text('Green Tea', '녹차', '緑茶', '绿茶'),
  note: text(
    'Fresh, grassy Japanese green tea.',
    '신선하고 풋풋한 일본 녹차입니다.',
    'すっきりとした、みずみずしい日本の緑茶です。',
    '清新鲜爽的日本绿茶。',
  ),
};

export const matcha: SeedFlavour = {
  slug: 'matcha',
  color: 'green',
  altColor: 'white',
  name: text('Matcha', '말차', '抹茶', '抹茶'),
  note: text(
    'Matcha gives it a gently bitter, grassy finish.',
    '말차 특유의 쌉싸름하고 향긋한 뒷맛이 있습니다.',
    '抹茶のほろ苦さと香りが後を引きます。',
    '抹茶的微苦清香回味悠长。',
  ),
};

export const sencha: SeedFlavour = {
  slug: 'sencha',
  color: 'green',
  altColor: 'grey',
  name: text('Sencha', '센차', '煎茶', '煎茶'),
  note: text(
    'Steamed sencha leaves, bright and a little sweet.',
    '증제한 센차 잎으로 산뜻하고 은은한 단맛이 있습니다.',
    '蒸し製の煎茶で、爽やかな香りとほのかな甘みがあります。',
    '蒸青煎茶，清爽中带着淡淡甘甜。',
  ),
};

export const genmaicha: SeedFlavour = {
  slug: 'genmaicha',
  color: 'yellow',
  altColor: 'green',
  name: text('Genmaicha', '현미녹차', '玄米茶', '玄米茶'),
  note: text(
    'Green tea with toasted rice for a warm, nutty cup.',
    '볶은 현미를 더해 구수하고 따뜻한 맛을 냅니다.',
    '炒った玄米を合わせた、香ばしくやさしい味わいです。',
    '绿茶加入炒糙米，香气温暖醇厚。',
  ),
};

export const hojicha: SeedFlavour = {
  slug: 'hojicha',
  color: 'grey',
  altColor: 'red',
  name: text('Hojicha', '호지차', 'ほうじ茶', '焙茶'),
  note: text(
    'Roasted green tea: toasty, low in bitterness and caffeine.',
    '볶은 녹차로 구수하고 쓴맛과 카페인이 적습니다.',
    '焙じた緑茶で香ばしく、苦みとカフェインが控えめです。',
    '烘焙绿茶，焦香浓郁，苦涩与咖啡因都较低。',
  ),
};

export const barley: SeedFlavour = {
  slug: 'barley',
  color: 'yellow',
  altColor: 'grey',
  name: text('Barley', '보리차', '麦茶', '大麦茶'),
  note: text(
    'Caffeine-free roasted barley, a Japanese summer staple.',
    '카페인 없는 볶은 보리차로 일본 여름의 필수품입니다.',
    'カフェインゼロの香ばしい麦茶は、日本の夏の定番です。',
    '无咖啡因的烘焙大麦茶，日本夏日必备。',
  ),
};

export const jasmine: SeedFlavour = {
  slug: 'jasmine',
  color: 'white',
  altColor: 'green',
  name: text('Jasmine', '자스민차', 'ジャスミン茶', '茉莉花茶'),
  note: text(
    'Green tea scented with jasmine blossoms.',
    '재스민 꽃 향을 입힌 녹차입니다.',
    'ジャスミンの花の香りをまとわせた緑茶です。',
    '以茉莉花窨制的绿茶。',
  ),
};

export const straight: SeedFlavour = {
  slug: 'straight',
  color: 'red',
  altColor: 'white',
  name: text('Straight', '스트레이트', 'ストレートティー', '原味红茶'),
  note: text(
    'Plain black tea, lightly sweetened, with a Darjeeling aroma.',
    '다즐링 향이 나는 은은하게 단 스트레이트 홍차입니다.',
    'ダージリンが香る、ほんのり甘いストレートティーです。',
    '带大吉岭香气的微甜纯红茶。',
  ),
};

export const englishBreakfast: SeedFlavour = {
  slug: 'english-breakfast',
  color: 'red',
  altColor: 'white',
  name: text(
    'English Breakfast',
    '잉글리시 브렉퍼스트',
    'イングリッシュブレックファスト',
    '英式早餐茶',
  ),
  note: text(
    'A strong morning blend that takes milk well.',
    '우유와도 잘 어울리는 진한 아침용 블렌드입니다.',
    'ミルクにもよく合う、しっかりとした朝のブレンドです。',
    '浓郁的早餐拼配茶，加奶同样美味。',
  ),
};

export const earlGrey: SeedFlavour = {
  slug: 'earl-grey',
  color: 'blue',
  altColor: 'grey',
  name: text('Earl Grey', '얼그레이', 'アールグレイ', '伯爵茶'),
  note: text(
    'Black tea scented with bergamot.',
    '베르가못 향을 입힌 홍차입니다.',
    'ベルガモットが香る紅茶です。',
    '佛手柑香气的红茶。',
  ),
};

export const chamomile: SeedFlavour = {
  slug: 'chamomile',
  color: 'yellow',
  altColor: 'white',
  name: text('Chamomile', '캐모마일', 'カモミール', '洋甘菊'),
  note: text(
    'Calming chamomile, made for bedtime.',
    '잠들기 전에 마시기 좋은 편안한 캐모마일입니다.',
    'おやすみ前にぴったりの、やすらぐカモミールです。',
    '舒缓的洋甘菊，睡前一杯正合适。',
  ),
};

export const milkTea: SeedFlavour = {
  slug: 'milk-tea',
  color: 'white',
  altColor: 'red',
  name: text('Milk Tea', '밀크티', 'ミルクティー', '奶茶'),
  note: text(
    'Black tea and milk, sweet and creamy.',
    '홍차와 우유가 어우러진 달콤하고 부드러운 맛입니다.',
    '紅茶とミルクが溶け合う、甘くまろやかな味わいです。',
    '红茶与牛奶交融，香甜顺滑。',
  ),
};

export const blackCoffee: SeedFlavour = {
  slug: 'black-coffee',
  color: 'grey',
  altColor: 'blue',
  name: text('Black', '블랙', 'ブラック', '黑咖啡'),
  note: text(
    'Unsweetened black coffee with a clean, roasty finish.',
    '설탕 없이 깔끔하고 고소한 블랙커피입니다.',
    '無糖ですっきり、香ばしいブラックコーヒーです。',
    '无糖黑咖啡，焦香干净。',
  ),
};

export const cafeAuLait: SeedFlavour = {
  slug: 'cafe-au-lait',
  color: 'white',
  altColor: 'yellow',
  name: text('Café au Lait', '카페오레', 'カフェオレ', '咖啡欧蕾'),
  note: text(
    'Coffee softened with plenty of milk.',
    '우유를 듬뿍 넣어 부드러운 커피입니다.',
    'ミルクたっぷりで、まろやかなコーヒーです。',
    '加入大量牛奶，口感柔和的咖啡。',
  ),
};

export const peppermint: SeedFlavour = {
  slug: 'peppermint',
  color: 'blue',
  altColor: 'white',
  name: text('Peppermint', '페퍼민트', 'ペパーミント', '薄荷味'),
  note: text(
    'Cool, clean peppermint.',
    '시원하고 깔끔한 페퍼민트입니다.',
    'スーッと爽快なペパーミントです。',
    '清凉爽口的薄荷。',
  ),
};

export const spearmint: SeedFlavour = {
  slug: 'spearmint',
  color: 'green',
  altColor: 'white',
  name: text('Spearmint', '스피어민트', 'スペアミント', '留兰香味'),
  note: text(
    'Sweet, gentle spearmint.',
    '달콤하고 부드러운 스피어민트입니다.',
    '甘くやさしいスペアミントです。',
    '清甜柔和的留兰香薄荷。',
  ),
};
