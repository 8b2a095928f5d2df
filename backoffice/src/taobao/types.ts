export const taobaoCategories = ['sweets', 'teas', 'snacks', 'beverages', 'gums'] as const;
export type TaobaoCategory = (typeof taobaoCategories)[number];

export interface SyncProgress {
  running: boolean;
  done: number;
  total: number;
  failed: number;
  lastError: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** `GET /api/admin/taobao`. */
export interface TaobaoAccount {
  link: 'none' | 'linked' | 'session-lost';
  nick: string | null;
  categories: TaobaoCategory[];
  markupPercent: number;
  markupFixedCny: number;
  suspended: boolean;
  notice: string | null;
  syncs: { listings: SyncProgress; orders: SyncProgress };
}

export interface PricePreview {
  productId: number;
  title: string;
  category: string;
  ourPriceCny: number;
  taobaoPriceCny: number;
}
