import type { LocaleCode } from '../i18n/locales';

export type LocalizedText = { 'en-US': string } & Partial<Record<LocaleCode, string>>;

/** A post as `/api/admin/posts` answers it; its id is the slug. */
export interface PostRecord {
  id: string;
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  body: LocalizedText;
  author: LocalizedText;
  kind: string;
  tags: string[];
  images: string[];
  status: 'published' | 'withdrawn';
  withdrawnReason: string | null;
  publishedAt: string;
  updatedAt: string;
}
