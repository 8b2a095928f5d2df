import type { SeedFlavour } from './seed-types.js';
import { text } from './translations.js';

// Fruit flavours.
// Each is written and translated once and shared by every line that sells it (matcha Kit Kat,
// matcha Pocky, matcha tea bags).

export const strawberry: SeedFlavour = {
  slug: 'strawberry',
  color: 'red',
  altColor: 'white',
  name: text('Strawberry', '딸기맛', 'いちご', '草莓味'),
  note: text(
    'Sweet and slightly tart, like fresh strawberries.',
    '신선한 딸기처럼 새콤달콤합니다.',
    '摘みたてのいちごのような甘酸っぱさです。',
    '酸甜可口，如新鲜草莓一般。',
  ),
};

export const banana: SeedFlavour = {
  slug: 'banana',
  color: 'yellow',
  altColor: 'white',
  name: text('Banana', '바나나맛', 'バナナ', '香蕉味'),
  note: text(
    'Soft and sweet, like a ripe banana.',
    '잘 익은 바나나처럼 부드럽고 달콤합니다.',
    '完熟バナナのようにやさしい甘さです。',
    '如熟透的香蕉般香甜柔和。',
  ),
};

export const melon: SeedFlavour = {
  slug: 'melon',
  color: 'green',
  altColor: 'white',
  name: text('Melon', '메론맛', 'メロン', '蜜瓜味'),
  note: text(
    'Juicy melon, a flavour Japan loves.',
    '일본에서 사랑받는 달콤하고 촉촉한 메론 맛입니다.',
    '日本で愛される、みずみずしいメロンの味わいです。',
    '多汁的蜜瓜味，日本人的最爱之一。',
  ),
};

export const peach: SeedFlavour = {
  slug: 'peach',
  color: 'red',
  altColor: 'white',
  name: text('Peach', '복숭아맛', 'もも', '蜜桃味'),
  note: text(
    'Fragrant and juicy like a ripe white peach.',
    '잘 익은 백도처럼 향긋하고 과즙이 풍부합니다.',
    '熟した白桃のように香り高くジューシーです。',
    '如成熟白桃般芬芳多汁。',
  ),
};

export const grape: SeedFlavour = {
  slug: 'grape',
  color: 'purple',
  altColor: 'white',
  name: text('Grape', '포도맛', 'ぶどう', '葡萄味'),
  note: text(
    'A bold, juicy grape taste.',
    '진하고 상큼한 포도 맛입니다.',
    '濃厚でジューシーなぶどうの味わいです。',
    '浓郁多汁的葡萄味。',
  ),
};

export const lemon: SeedFlavour = {
  slug: 'lemon',
  color: 'yellow',
  altColor: 'white',
  name: text('Lemon', '레몬맛', 'レモン', '柠檬味'),
  note: text(
    'Bright lemon keeps it fresh.',
    '상큼한 레몬이 산뜻함을 더합니다.',
    '爽やかなレモンで、後味がすっきりします。',
    '清新柠檬，口感爽利。',
  ),
};

export const yuzu: SeedFlavour = {
  slug: 'yuzu',
  color: 'yellow',
  altColor: 'green',
  name: text('Yuzu', '유자맛', 'ゆず', '柚子味'),
  note: text(
    'Yuzu, the fragrant Japanese citrus, adds a floral tang.',
    '향긋한 일본 감귤 유자가 상큼함을 더합니다.',
    '香り高い柚子が、爽やかな酸味を添えます。',
    '日本香柚带来芬芳的酸爽。',
  ),
};

export const apple: SeedFlavour = {
  slug: 'apple',
  color: 'green',
  altColor: 'red',
  name: text('Apple', '사과맛', 'りんご', '苹果味'),
  note: text(
    'Crisp apple with a clean finish.',
    '아삭한 사과처럼 깔끔한 맛입니다.',
    'シャキッとしたりんごの、すっきりした味わいです。',
    '清脆苹果味，余味清爽。',
  ),
};

export const mango: SeedFlavour = {
  slug: 'mango',
  color: 'yellow',
  altColor: 'red',
  name: text('Mango', '망고맛', 'マンゴー', '芒果味'),
  note: text(
    'A rich, tropical mango taste.',
    '진한 열대과일 망고의 맛입니다.',
    '濃厚でトロピカルなマンゴーの味わいです。',
    '浓郁的热带芒果风味。',
  ),
};

export const cherry: SeedFlavour = {
  slug: 'cherry',
  color: 'red',
  altColor: 'purple',
  name: text('Cherry', '체리맛', 'さくらんぼ', '樱桃味'),
  note: text(
    'A sweet, deep cherry taste.',
    '달콤하고 진한 체리 맛입니다.',
    '甘く濃厚なさくらんぼの味わいです。',
    '香甜浓郁的樱桃味。',
  ),
};

export const blueberry: SeedFlavour = {
  slug: 'blueberry',
  color: 'blue',
  altColor: 'purple',
  name: text('Blueberry', '블루베리맛', 'ブルーベリー', '蓝莓味'),
  note: text(
    'Sweet blueberry with a little tartness.',
    '살짝 새콤한 달콤한 블루베리 맛입니다.',
    'ほどよい酸味のある、甘いブルーベリーです。',
    '香甜蓝莓，带一丝微酸。',
  ),
};

export const orange: SeedFlavour = {
  slug: 'orange',
  color: 'yellow',
  altColor: 'red',
  name: text('Orange', '오렌지맛', 'オレンジ', '橙子味'),
  note: text(
    'A sunny, juicy orange taste.',
    '햇살 같은 상큼한 오렌지 맛입니다.',
    '太陽のように明るい、ジューシーなオレンジの味わいです。',
    '阳光般多汁的橙子味。',
  ),
};

export const watermelon: SeedFlavour = {
  slug: 'watermelon',
  color: 'green',
  altColor: 'red',
  name: text('Watermelon', '수박맛', 'すいか', '西瓜味'),
  note: text(
    'Light and refreshing, like summer watermelon.',
    '여름 수박처럼 가볍고 시원합니다.',
    '夏のすいかのように軽やかで爽やかです。',
    '清爽宜人，犹如夏日西瓜。',
  ),
};

export const soda: SeedFlavour = {
  slug: 'soda',
  color: 'blue',
  altColor: 'white',
  name: text('Soda', '소다맛', 'ソーダ', '苏打味'),
  note: text(
    'The classic Japanese soda taste, sweet and fizzy.',
    '달콤하고 톡 쏘는 일본의 클래식 소다 맛입니다.',
    '甘くてシュワッと弾ける、昔ながらのソーダ味です。',
    '经典日式苏打味，甜美又爽快。',
  ),
};
