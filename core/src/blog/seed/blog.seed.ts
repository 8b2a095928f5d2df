import { text } from '../../catalog/seed/translations.js';
import type { PostContent } from '../post.events.js';

/** A post as the seed publishes it. */
export interface SeedPost extends PostContent {
  readonly slug: string;
  readonly publishedAt: string;
}

/**
 * The embedded default's blog: a few posts about the goods we sell, in all four languages,
 * published once by the server's blog seed (`server/src/bootstrap/blog-seed.ts`).
 */
export function blogSeed(): readonly SeedPost[] {
  return [
    {
      slug: 'how-matcha-kit-kats-are-made',
      publishedAt: '2026-11-10T09:00:00.000Z',
      kind: 'story',
      tags: ['sweets', 'matcha', 'behind-the-scenes'],
      images: [],
      author: text('Mina Sato', '사토 미나', '佐藤美奈', '佐藤美奈'),
      title: text(
        'How matcha Kit Kats are made',
        '말차 킷캣은 이렇게 만들어집니다',
        '抹茶キットカットができるまで',
        '抹茶奇巧是怎样做出来的',
      ),
      description: text(
        'From stone-ground tea leaves to a crisp wafer: a look at the green bar that started a flavour craze.',
        '맷돌에 간 찻잎부터 바삭한 웨하스까지, 맛 열풍을 일으킨 초록색 과자를 살펴봅니다.',
        '石臼で挽いた茶葉からサクサクのウエハースまで。フレーバーブームの火付け役、緑のチョコレートをのぞいてみましょう。',
        '从石磨研磨的茶叶到酥脆的威化，一起看看这款掀起口味热潮的绿色巧克力。',
      ),
      body: text(
        `Matcha Kit Kats have been made in Japan since 2004, and they are still our best-selling sweet.

## The tea
The matcha is ground from shaded tea leaves, so it keeps its bright colour and gentle bitterness. It is blended into a white chocolate coating rather than dusted on top.

## The wafer
Three layers of thin wafer are baked, filled with a cream made with the same tea, then coated and cut into fingers.

- **Mini bars** are packed in 12s and 24s for sharing.
- Keep them below 25 °C: the white chocolate softens sooner than milk chocolate.`,
        `말차 킷캣은 2004년부터 일본에서 만들어졌고, 지금도 저희 매장에서 가장 많이 팔리는 과자입니다.

## 차
말차는 그늘에서 기른 찻잎을 곱게 갈아 만들어 밝은 색과 은은한 쌉쌀함이 살아 있습니다. 위에 뿌리는 대신 화이트 초콜릿 코팅에 섞어 넣습니다.

## 웨하스
얇은 웨하스 세 겹을 구워 같은 차로 만든 크림을 채운 뒤, 코팅하고 막대 모양으로 자릅니다.

- **미니 바**는 나눠 먹기 좋게 12개, 24개 묶음으로 포장됩니다.
- 25 °C 이하에서 보관하세요. 화이트 초콜릿은 밀크 초콜릿보다 빨리 녹습니다.`,
        `抹茶キットカットは2004年から日本で作られていて、今も当店で一番売れているお菓子です。

## お茶
抹茶は覆いをかけて育てた茶葉を挽いたもので、鮮やかな色とやさしい苦みが残ります。上にまぶすのではなく、ホワイトチョコレートのコーティングに練り込まれています。

## ウエハース
薄いウエハースを3層焼き上げ、同じお茶を使ったクリームをはさみ、コーティングしてスティック状にカットします。

- **ミニサイズ**は分けやすい12個入りと24個入り。
- 25 °C以下で保存してください。ホワイトチョコはミルクチョコより早く柔らかくなります。`,
        `抹茶奇巧自 2004 年起在日本生产，至今仍是我们店里最畅销的甜点。

## 茶
抹茶由遮阴栽培的茶叶研磨而成，保留了鲜亮的颜色和柔和的微苦。它被融入白巧克力涂层中，而不是撒在表面。

## 威化
三层薄威化烘烤后夹入用同一种茶制成的奶油，再裹上涂层，切成条状。

- **迷你装**有 12 条和 24 条两种，方便分享。
- 请在 25 °C 以下保存：白巧克力比牛奶巧克力更容易变软。`,
      ),
    },
    {
      slug: 'a-guide-to-japanese-teas',
      publishedAt: '2026-10-28T09:00:00.000Z',
      kind: 'guide',
      tags: ['teas', 'matcha', 'guide'],
      images: [],
      author: text('Yuki Tanaka', '다나카 유키', '田中由紀', '田中由纪'),
      title: text(
        'Sencha, hojicha, matcha: a short guide',
        '센차, 호지차, 말차 간단 안내',
        '煎茶・ほうじ茶・抹茶の簡単ガイド',
        '煎茶、焙茶、抹茶简明指南',
      ),
      description: text(
        'Three Japanese green teas, three very different cups. Learn how they are made, how to brew them and which one suits your taste.',
        '세 가지 일본 녹차는 맛이 전혀 다릅니다. 만드는 법과 우리는 법, 취향에 맞는 차 고르는 법을 알아보세요.',
        '3種類の日本の緑茶は、味わいがまったく異なります。製法や淹れ方、お好みに合うお茶の選び方を学びましょう。',
        '三种日本绿茶，三种截然不同的味道。了解它们的制作和冲泡方法，找到适合你口味的一款。',
      ),
      body: text(
        `All three come from the same plant; what happens after picking makes the difference.

| Tea | How it is made | Water |
| --- | --- | --- |
| Sencha | steamed and rolled | 70–80 °C, 1 minute |
| Hojicha | sencha roasted over high heat | 90 °C, 30 seconds |
| Matcha | shaded leaves ground to powder | 80 °C, whisked |

**Sencha** is fresh and grassy: the everyday tea. **Hojicha** is toasty and low in caffeine, good after dinner. **Matcha** is rich and creamy; whisk it until it foams.`,
        `세 가지 모두 같은 차나무에서 나오며, 수확한 뒤의 과정이 맛을 가릅니다.

| 차 | 만드는 법 | 물 |
| --- | --- | --- |
| 센차 | 찌고 비벼서 건조 | 70–80 °C, 1분 |
| 호지차 | 센차를 센 불에 볶음 | 90 °C, 30초 |
| 말차 | 그늘에서 기른 잎을 가루로 | 80 °C, 거품 내기 |

**센차**는 싱그럽고 풀 향이 나는 일상의 차입니다. **호지차**는 구수하고 카페인이 적어 저녁 식사 후에 좋습니다. **말차**는 진하고 부드러우니 거품이 일 때까지 저어 주세요.`,
        `3つとも同じ茶の木から生まれ、摘んだ後の工程で違いが生まれます。

| お茶 | 製法 | お湯 |
| --- | --- | --- |
| 煎茶 | 蒸して揉む | 70〜80 °C、1分 |
| ほうじ茶 | 煎茶を強火で焙じる | 90 °C、30秒 |
| 抹茶 | 覆い下の葉を粉末に | 80 °C、茶筅で点てる |

**煎茶**は爽やかで青々とした、毎日のお茶。**ほうじ茶**は香ばしくカフェインが少なめで、夕食後にぴったり。**抹茶**は濃厚でまろやか。泡立つまで点ててください。`,
        `三种茶都来自同一种茶树，采摘之后的工序造就了差别。

| 茶 | 制法 | 水温 |
| --- | --- | --- |
| 煎茶 | 蒸青后揉捻 | 70–80 °C，1 分钟 |
| 焙茶 | 将煎茶用大火焙炒 | 90 °C，30 秒 |
| 抹茶 | 遮阴茶叶磨成粉 | 80 °C，用茶筅击拂 |

**煎茶**清新带青草香，是日常之茶。**焙茶**香气焦香、咖啡因低，适合晚饭后。**抹茶**浓郁顺滑，请击拂至起泡。`,
      ),
    },
    {
      slug: 'five-japanese-snacks-to-try-first',
      publishedAt: '2026-10-14T09:00:00.000Z',
      kind: 'guide',
      tags: ['snacks', 'sweets', 'guide'],
      images: [],
      author: text('Mina Sato', '사토 미나', '佐藤美奈', '佐藤美奈'),
      title: text(
        'Five Japanese snacks to try first',
        '처음 먹어 보기 좋은 일본 스낵 다섯 가지',
        'まず試したい日本のスナック5選',
        '首选的五款日本零食',
      ),
      description: text(
        'New to Japanese snacks? Start with these five favourites, from rice crackers to matcha treats, and what makes each one special.',
        '일본 스낵이 처음이신가요? 쌀과자부터 말차 간식까지, 인기 있는 다섯 가지와 각각의 매력을 소개합니다.',
        '日本のスナックは初めてですか？おせんべいから抹茶のお菓子まで、人気の5品とそれぞれの魅力をご紹介します。',
        '第一次尝试日本零食？从米饼到抹茶点心，为你介绍五款人气零食和它们各自的特别之处。',
      ),
      body: text(
        `1. **Rice crackers** – baked, brushed with soy sauce, crunchy to the last bite.
2. **Matcha Kit Kat** – the tea-flavoured bar that travellers bring home by the box.
3. **Pocky** – thin biscuit sticks dipped in chocolate, made for sharing.
4. **Curry-flavoured crisps** – mild, sweet and unmistakably Japanese.
5. **Hojicha cookies** – toasty tea in a buttery biscuit.

Not sure where to begin? A mixed box lets you taste a little of each.`,
        `1. **쌀과자** – 구워서 간장을 발라 끝까지 바삭합니다.
2. **말차 킷캣** – 여행객들이 상자째 사 가는 차 맛 초콜릿.
3. **포키** – 초콜릿을 입힌 가느다란 과자 막대, 나눠 먹기 좋습니다.
4. **카레 맛 감자칩** – 순하고 달콤한, 일본다운 맛.
5. **호지차 쿠키** – 버터 향 쿠키에 담긴 구수한 차.

어디서 시작할지 모르겠다면 모둠 상자로 조금씩 맛보세요.`,
        `1. **おせんべい** – 焼いて醤油を塗った、最後までパリッとした食感。
2. **抹茶キットカット** – 旅行者が箱買いして帰るお茶味のチョコ。
3. **ポッキー** – チョコをまとった細いビスケット、みんなで分けて。
4. **カレー味のポテトチップス** – まろやかで甘めの、日本ならではの味。
5. **ほうじ茶クッキー** – バターの香るクッキーに香ばしいお茶。

迷ったら、少しずつ味わえる詰め合わせがおすすめです。`,
        `1. **米饼** – 烤制后刷上酱油，一口到底都酥脆。
2. **抹茶奇巧** – 游客们整盒带回家的茶味巧克力。
3. **百奇** – 裹着巧克力的细饼干棒，适合分享。
4. **咖喱味薯片** – 温和偏甜，地道的日本风味。
5. **焙茶曲奇** – 黄油曲奇里的焦香茶味。

不知道从哪里开始？来一盒什锦装，每样都尝一点。`,
      ),
    },
    {
      slug: 'how-we-pack-sweets',
      publishedAt: '2026-09-20T09:00:00.000Z',
      kind: 'news',
      tags: ['shipping', 'behind-the-scenes'],
      images: [],
      author: text('Daniel Park', '대니얼 박', 'ダニエル・パーク', '丹尼尔·朴'),
      title: text(
        'How we pack sweets for a three-week journey',
        '3주 여정을 견디는 간식 포장법',
        '3週間の旅に耐えるスイーツの梱包方法',
        '我们如何为三周的旅程包装甜点',
      ),
      description: text(
        'Chocolate, heat and long flights do not mix. Here is how our warehouse team keeps your order intact from Tokyo or Los Angeles to your door.',
        '초콜릿과 더위, 긴 비행은 잘 맞지 않습니다. 도쿄와 로스앤젤레스에서 고객님 댁까지 상품을 지키는 물류팀의 방법을 알려 드립니다.',
        'チョコレートと暑さ、長時間のフライトは相性が悪いもの。東京やロサンゼルスからお客様のもとまで、倉庫チームが商品を守る工夫をお伝えします。',
        '巧克力、高温和长途飞行可不是好搭档。看看我们的仓库团队如何让你的订单从东京或洛杉矶完好送到家门口。',
      ),
      body: text(
        `Every parcel is packed by hand at our warehouse.

- Chocolate travels in an insulated pouch with a cold pack from May to September.
- Crisps and crackers go on top, in their own box, so nothing heavy crushes them.
- Glass bottles of soy sauce and dressing are wrapped twice and sealed in a bag.

If something still arrives broken, write to us with a photo and we will make it right.`,
        `모든 소포는 창고에서 손으로 포장합니다.

- 5월부터 9월까지 초콜릿은 보냉팩과 함께 보온 파우치에 넣어 보냅니다.
- 과자와 크래커는 무거운 물건에 눌리지 않도록 별도 상자에 담아 맨 위에 둡니다.
- 간장과 드레싱 유리병은 두 번 감싼 뒤 봉투에 밀봉합니다.

그래도 파손된 상품이 도착하면 사진과 함께 연락 주세요. 바로 해결해 드리겠습니다.`,
        `すべての荷物は倉庫で一つずつ手作業で梱包しています。

- 5月から9月まで、チョコレートは保冷剤と一緒に保冷ポーチに入れて発送します。
- スナックやおせんべいは重い物につぶされないよう、別の箱に入れて一番上に。
- 醤油やドレッシングのガラス瓶は二重に包み、袋に密封します。

それでも破損して届いた場合は、写真を添えてご連絡ください。すぐに対応いたします。`,
        `每个包裹都在我们的仓库里手工打包。

- 5 月至 9 月，巧克力会和冰袋一起装进保温袋发出。
- 薯片和饼干单独装盒放在最上层，不会被重物压碎。
- 酱油和沙拉汁的玻璃瓶包裹两层并密封在袋中。

如果商品仍有破损，请附上照片联系我们，我们会妥善处理。`,
      ),
    },
  ];
}
