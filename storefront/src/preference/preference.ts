import { type CurrencyCode, defaultCurrency, isCurrencyCode } from '@shop/core/shared';
import { isRecord, optionalNumber, optionalText, record, text } from '../catalog/decode';

/** The shopper's shop settings the server keeps under a token (spec §3 "Preference"). */
export interface Preference {
  readonly token?: string;
  readonly currency: CurrencyCode;
  /** Two letters, e.g. `US`. */
  readonly country: string;
  readonly province: string;
  readonly city: string;
  readonly zip: string;
  readonly language: string;
  readonly affiliateId?: string;
  /** 1, or 2 on the regional reseller's host, which shows `siteName` as the shop's name. */
  readonly siteId?: number;
  readonly siteName?: string;
}

/** What `POST /set-preference` accepts; every field is optional. */
export interface PreferenceChange {
  readonly currency?: CurrencyCode;
  readonly country?: string;
  readonly province?: string;
  readonly city?: string;
  readonly zip?: string;
  readonly language?: string;
  readonly affiliateId?: string;
}

/** The spec's defaults, shown until the server answers. */
export const defaultPreference: Preference = {
  currency: defaultCurrency,
  country: 'US',
  province: 'NY',
  city: 'NY',
  zip: '0',
  language: 'en-US',
};

function code(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return isRecord(value) ? optionalText(value, 'code') : undefined;
}

/** The preference object of `GET /get-preference` (and of `POST /set-preference`'s `data`). */
export function decodePreference(raw: unknown): Preference {
  const fields = record(raw, 'preference');
  const currency = code(fields.currency);
  return {
    token: optionalText(fields, 'token') ?? optionalText(fields, 'preferenceToken'),
    currency: isCurrencyCode(currency) ? currency : defaultPreference.currency,
    country: code(fields.country)?.toUpperCase() ?? defaultPreference.country,
    province: text(fields, 'province', defaultPreference.province),
    city: text(fields, 'city', defaultPreference.city),
    zip: text(fields, 'zip', defaultPreference.zip),
    language: code(fields.language) ?? defaultPreference.language,
    affiliateId: optionalText(fields, 'affiliateId'),
    siteId: optionalNumber(fields, 'siteId'),
    siteName: optionalText(fields, 'siteName'),
  };
}

/** `POST /set-preference` answers `{ data: preference }`. */
export function decodeSetPreferenceAnswer(raw: unknown): Preference {
  const fields = record(raw, 'set-preference answer');
  return decodePreference(fields.data ?? fields);
}
