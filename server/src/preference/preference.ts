import { type CurrencyCode, currencies, type Language } from '@shop/core';
import { type ProvinceOption, provincesOf } from './provinces.js';

/** What a visitor chose, kept under the token their browser holds. */
export interface StoredPreference {
  readonly currency: CurrencyCode;
  readonly country: string;
  readonly province: string;
  readonly city: string;
  readonly zip: string;
  readonly language: Language;
  readonly affiliateId: string | null;
}

const hostLanguages: Record<string, Language> = { en: 'en-US', ko: 'ko', ja: 'ja', cn: 'zh-CN' };

/** The language a host stands for by its first label (`ja.shop.example`), if any. */
export function languageOfHost(host: string): Language | undefined {
  return hostLanguages[host.split('.')[0]?.toLowerCase() ?? ''];
}

/** The spec's defaults: USD, NY, NY, zip 0; the language from the host, else en-US. */
export function defaultPreference(host: string): StoredPreference {
  return {
    currency: 'USD',
    country: 'US',
    province: 'NY',
    city: 'NY',
    zip: '0',
    language: languageOfHost(host) ?? 'en-US',
    affiliateId: null,
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The preference as the storefront reads it. */
export function preferenceView(
  stored: StoredPreference,
  { token, host }: { token: string | null; host: string },
): Record<string, unknown> & { provinces: ProvinceOption[] } {
  const currency = currencies[stored.currency];
  return {
    token,
    preferenceToken: token,
    siteId: 1,
    siteName: 'shop',
    host,
    affiliateId: stored.affiliateId,
    currency: { code: currency.code, rate: currency.rate, setting: currency },
    country: { code: stored.country, name: regionNames.of(stored.country) ?? stored.country },
    province: stored.province,
    city: stored.city,
    zip: stored.zip,
    language: { code: stored.language },
    provinces: provincesOf(stored.country),
  };
}
