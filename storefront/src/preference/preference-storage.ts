import { type KeyValueStorage, readJson, writeQuietly } from '../storage/key-value-storage';
import { decodePreference, type Preference } from './preference';

const keys = {
  token: 'preferenceToken',
  affiliateId: 'affiliateId',
  preference: 'preference',
} as const;

/** The token the server gave; it is sent back as the `Preference` header. */
export function readPreferenceToken(storage: KeyValueStorage): string | undefined {
  return storage.getItem(keys.token) || undefined;
}

export function readAffiliateId(storage: KeyValueStorage): string | undefined {
  return storage.getItem(keys.affiliateId) || undefined;
}

/**
 * The `?aid=` of the URL the shopper arrived with, remembered so that it reaches the server
 * with every later preference change. Returns the new id, if the URL had one.
 *
 * @example rememberAffiliateId(storage, '?aid=seller42') // 'seller42'
 */
export function rememberAffiliateId(storage: KeyValueStorage, search: string): string | undefined {
  const affiliateId = new URLSearchParams(search).get('aid')?.trim();
  // The server takes letters, digits, _ and - only; anything else is a mangled link.
  if (!affiliateId || !/^[\w-]{1,64}$/.test(affiliateId)) return undefined;
  writeQuietly(storage, keys.affiliateId, affiliateId);
  return affiliateId;
}

/**
 * The last preference the server sent, so a returning shopper sees prices in their currency
 * from the first request instead of after a round trip.
 */
export function readCachedPreference(storage: KeyValueStorage): Preference | undefined {
  const saved = readJson(storage, keys.preference);
  if (saved === undefined) return undefined;
  try {
    return decodePreference(saved);
  } catch {
    return undefined;
  }
}

export function savePreference(storage: KeyValueStorage, preference: Preference): void {
  writeQuietly(storage, keys.preference, JSON.stringify(preference));
  if (preference.token) writeQuietly(storage, keys.token, preference.token);
}
