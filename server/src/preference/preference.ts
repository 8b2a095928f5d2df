import { type CurrencyCode, currencies, type Language } from '@shop/core';
import type { Site } from '../site/site.js';
import { isCountryCode, type ProvinceOption, provincesOf } from './provinces.js';

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

/** The currency a country's shoppers see first; USD for every other country. */
const countryCurrencies: Readonly<Record<string, CurrencyCode>> = {
  KR: 'KRW',
  JP: 'JPY',
  CN: 'CNY',
};

/**
 * The spec's defaults: USD, NY, NY, zip 0, the language from the host, else en-US. A domain
 * country that is a real country (`JP` from `jp.shop.example` or the `domainCountry` header)
 * becomes the default country, with its currency and no province chosen yet.
 */
export function defaultPreference(host: string, domainCountry = 'WW'): StoredPreference {
  const language = languageOfHost(host) ?? 'en-US';
  if (domainCountry === 'US' || !isCountryCode(domainCountry)) {
    return {
      currency: 'USD',
      country: 'US',
      province: 'NY',
      city: 'NY',
      zip: '0',
      language,
      affiliateId: null,
    };
  }
  return {
    currency: countryCurrencies[domainCountry] ?? 'USD',
    country: domainCountry,
    province: '',
    city: '',
    zip: '0',
    language,
    affiliateId: null,
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The preference as the storefront reads it. */
export function preferenceView(
  stored: StoredPreference,
  { token, host, site }: { token: string | null; host: string; site: Site },
): Record<string, unknown> & { provinces: ProvinceOption[] } {
  const currency = currencies[stored.currency];
  return {
    token,
    preferenceToken: token,
    siteId: site.id,
    siteName: site.name,
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
