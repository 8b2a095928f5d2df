import type { Origin, SeedBrand } from './seed-types.js';
import { text } from './translations.js';

/** Local spellings are the ones printed on packs or used by shops in Korea, Japan and China. */
function brand(
  name: string,
  slug: string,
  origin: Origin,
  ko: string,
  ja: string,
  zh: string,
): SeedBrand {
  return { name, slug, origin, local: text(name, ko, ja, zh) };
}

// Japan
export const acecook = brand('Acecook', 'acecook', 'japan', '에이스콕', 'エースコック', '依思克');
export const agf = brand('AGF', 'agf', 'japan', 'AGF', 'AGF', 'AGF');
export const asahi = brand('Asahi', 'asahi', 'japan', '아사히', 'アサヒ', '朝日');
export const bourbon = brand('Bourbon', 'bourbon', 'japan', '부르봉', 'ブルボン', '波路梦');
export const calbee = brand('Calbee', 'calbee', 'japan', '가루비', 'カルビー', '卡乐比');
export const glico = brand('Glico', 'glico', 'japan', '글리코', 'グリコ', '格力高');
export const houseFoods = brand(
  'House Foods',
  'house-foods',
  'japan',
  '하우스',
  'ハウス食品',
  '好侍',
);
export const itoEn = brand('Ito En', 'ito-en', 'japan', '이토엔', '伊藤園', '伊藤园');
export const kameda = brand('Kameda Seika', 'kameda', 'japan', '카메다', '亀田製菓', '龟田制果');
export const kasugai = brand('Kasugai', 'kasugai', 'japan', '카스가이', '春日井', '春日井');
export const kewpie = brand('Kewpie', 'kewpie', 'japan', '큐피', 'キユーピー', '丘比');
export const kikkoman = brand('Kikkoman', 'kikkoman', 'japan', '기꼬만', 'キッコーマン', '龟甲万');
export const kirin = brand('Kirin', 'kirin', 'japan', '기린', 'キリン', '麒麟');
export const koikeya = brand('Koikeya', 'koikeya', 'japan', '고이케야', '湖池屋', '湖池屋');
export const lotte = brand('Lotte', 'lotte', 'japan', '롯데', 'ロッテ', '乐天');
export const marukome = brand('Marukome', 'marukome', 'japan', '마루코메', 'マルコメ', '丸米');
export const maruchan = brand('Maruchan', 'maruchan', 'japan', '마루짱', 'マルちゃん', '丸亲');
export const meiji = brand('Meiji', 'meiji', 'japan', '메이지', '明治', '明治');
export const mizkan = brand('Mizkan', 'mizkan', 'japan', '미쓰칸', 'ミツカン', '味滋康');
export const morinaga = brand('Morinaga', 'morinaga', 'japan', '모리나가', '森永', '森永');
export const myojo = brand('Myojo', 'myojo', 'japan', '묘조', '明星', '明星');
export const nagatanien = brand(
  'Nagatanien',
  'nagatanien',
  'japan',
  '나가타니엔',
  '永谷園',
  '永谷园',
);
export const nestleJapan = brand(
  'Nestlé Japan',
  'nestle-japan',
  'japan',
  '네슬레',
  'ネスレ',
  '雀巢',
);
export const nissin = brand('Nissin', 'nissin', 'japan', '닛신', '日清', '日清');
export const nittoh = brand('Nittoh Kocha', 'nittoh', 'japan', '닛토 홍차', '日東紅茶', '日东红茶');
export const otafuku = brand('Otafuku', 'otafuku', 'japan', '오타후쿠', 'オタフク', '多福');
export const otsuka = brand('Otsuka', 'otsuka', 'japan', '오츠카', '大塚製薬', '大冢制药');
export const sAndB = brand('S&B', 's-and-b', 'japan', 'S&B', 'エスビー食品', 'S&B');
export const sangaria = brand('Sangaria', 'sangaria', 'japan', '산가리아', 'サンガリア', '三佳利');
export const sapporoIchiban = brand(
  'Sapporo Ichiban',
  'sapporo-ichiban',
  'japan',
  '삿포로 이치방',
  'サッポロ一番',
  '札幌一番',
);
export const suntory = brand('Suntory', 'suntory', 'japan', '산토리', 'サントリー', '三得利');
export const tohato = brand('Tohato', 'tohato', 'japan', '토하토', '東ハト', '东鸠');
export const ucc = brand('UCC', 'ucc', 'japan', 'UCC', 'UCC', '悠诗诗');
export const yamamotoyama = brand(
  'Yamamotoyama',
  'yamamotoyama',
  'japan',
  '야마모토야마',
  '山本山',
  '山本山',
);

// USA
export const aAndW = brand('A&W', 'a-and-w', 'usa', 'A&W', 'A&W', 'A&W');
export const arizona = brand('Arizona', 'arizona', 'usa', '애리조나', 'アリゾナ', '亚利桑那');
export const bazooka = brand('Bazooka', 'bazooka', 'usa', '바주카', 'バズーカ', 'Bazooka');
export const bigelow = brand('Bigelow', 'bigelow', 'usa', '비글로우', 'ビゲロー', '碧格露');
export const blueDiamond = brand(
  'Blue Diamond',
  'blue-diamond',
  'usa',
  '블루 다이아몬드',
  'ブルーダイヤモンド',
  '蓝钻',
);
export const celestial = brand(
  'Celestial Seasonings',
  'celestial-seasonings',
  'usa',
  '셀레셜 시즈닝스',
  'セレッシャル・シーズニングス',
  '诗尚草本',
);
export const doritos = brand('Doritos', 'doritos', 'usa', '도리토스', 'ドリトス', '多力多滋');
export const drPepper = brand(
  'Dr Pepper',
  'dr-pepper',
  'usa',
  '닥터페퍼',
  'ドクターペッパー',
  '胡椒博士',
);
export const franks = brand(
  "Frank's RedHot",
  'franks-redhot',
  'usa',
  '프랭크스 레드핫',
  'フランクス レッドホット',
  "Frank's RedHot",
);
export const gatorade = brand('Gatorade', 'gatorade', 'usa', '게토레이', 'ゲータレード', '佳得乐');
export const generalMills = brand(
  'General Mills',
  'general-mills',
  'usa',
  '제너럴 밀스',
  'ゼネラル・ミルズ',
  '通用磨坊',
);
export const harneyAndSons = brand(
  'Harney & Sons',
  'harney-and-sons',
  'usa',
  '하니앤손스',
  'ハーニー&サンズ',
  'Harney & Sons',
);
export const hersheys = brand("Hershey's", 'hersheys', 'usa', '허쉬', 'ハーシー', '好时');
export const hiddenValley = brand(
  'Hidden Valley',
  'hidden-valley',
  'usa',
  '히든 밸리',
  'ヒドゥンバレー',
  'Hidden Valley',
);
export const hubbaBubba = brand(
  'Hubba Bubba',
  'hubba-bubba',
  'usa',
  '후바부바',
  'ハバババ',
  'Hubba Bubba',
);
export const jackLinks = brand(
  "Jack Link's",
  'jack-links',
  'usa',
  '잭 링크스',
  'ジャックリンクス',
  '杰克林克',
);
export const jellyBelly = brand(
  'Jelly Belly',
  'jelly-belly',
  'usa',
  '젤리벨리',
  'ジェリーベリー',
  '吉力贝',
);
export const jif = brand('Jif', 'jif', 'usa', '지프', 'ジフ', '积富');
export const kelloggs = brand("Kellogg's", 'kelloggs', 'usa', '켈로그', 'ケロッグ', '家乐氏');
export const lays = brand("Lay's", 'lays', 'usa', '레이즈', 'レイズ', '乐事');
export const mAndMs = brand("M&M's", 'm-and-ms', 'usa', '엠앤엠즈', 'エムアンドエムズ', "M&M's");
export const mccormick = brand('McCormick', 'mccormick', 'usa', '맥코믹', 'マコーミック', '味好美');
export const planters = brand('Planters', 'planters', 'usa', '플랜터스', 'プランターズ', '绅士');
export const popTarts = brand(
  'Pop-Tarts',
  'pop-tarts',
  'usa',
  '팝타르트',
  'ポップタルト',
  'Pop-Tarts',
);
export const pringles = brand('Pringles', 'pringles', 'usa', '프링글스', 'プリングルズ', '品客');
export const quaker = brand('Quaker', 'quaker', 'usa', '퀘이커', 'クエーカー', '桂格');
export const reeses = brand("Reese's", 'reeses', 'usa', '리세스', 'リーセス', '锐滋');
export const smuckers = brand("Smucker's", 'smuckers', 'usa', '스머커즈', 'スマッカーズ', '盛美家');
export const trident = brand('Trident', 'trident', 'usa', '트라이던트', 'トライデント', 'Trident');
export const welchs = brand("Welch's", 'welchs', 'usa', '웰치스', 'ウェルチ', '韦尔奇');
export const wrigleys = brand("Wrigley's", 'wrigleys', 'usa', '리글리', 'リグレー', '箭牌');
