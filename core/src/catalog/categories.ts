import type { Language, LocalizedText } from './languages.js';
import { localize } from './languages.js';

/** Names of the catalogue's categories; a category missing here shows its slug, capitalised. */
const categoryTitles: Record<string, LocalizedText> = {
  all: { 'en-US': 'All', ko: '전체', ja: 'すべて', 'zh-CN': '全部' },
  sweets: { 'en-US': 'Sweets', ko: '과자·디저트', ja: 'お菓子', 'zh-CN': '甜食' },
  teas: { 'en-US': 'Teas', ko: '차', ja: 'お茶', 'zh-CN': '茶' },
  snacks: { 'en-US': 'Snacks', ko: '스낵', ja: 'スナック', 'zh-CN': '零食' },
  beverages: { 'en-US': 'Beverages', ko: '음료', ja: '飲料', 'zh-CN': '饮料' },
  gums: { 'en-US': 'Gums', ko: '껌', ja: 'ガム', 'zh-CN': '口香糖' },
  'instant-noodles': {
    'en-US': 'Instant noodles',
    ko: '인스턴트 면',
    ja: 'インスタント麺',
    'zh-CN': '方便面',
  },
  seasonings: {
    'en-US': 'Seasonings & sauces',
    ko: '조미료·소스',
    ja: '調味料・ソース',
    'zh-CN': '调味料与酱汁',
  },
  breakfast: {
    'en-US': 'Breakfast & cereal',
    ko: '아침식사·시리얼',
    ja: '朝食・シリアル',
    'zh-CN': '早餐与麦片',
  },
};

export function categoryTitle(slug: string, language: Language): string {
  const titles = categoryTitles[slug];
  if (titles) return localize(titles, language);
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
