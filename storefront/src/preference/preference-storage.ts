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

/** How long an affiliate link counts: orders within 30 days of the visit are the affiliate's. */
export const affiliateLifetimeMs = 30 * 86_400_000;
/** What the server takes: 1 to 64 ASCII letters, digits, _ and -. */
const affiliateIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The affiliate of the last `?aid=` link, unless it is older than {@link affiliateLifetimeMs}. */
export function readAffiliateId(storage: KeyValueStorage, now = Date.now()): string | undefined {
  const saved = readJson(storage, keys.affiliateId);
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { id, until } = saved as { id?: unknown; until?: unknown };
  if (typeof id !== 'string' || !affiliateIdPattern.test(id)) return undefined;
  return typeof until === 'number' && until > now ? id : undefined;
}

/**
 * The `?aid=` of the URL the shopper arrived with, remembered for 30 days so that it reaches
 * the server with later preference changes and orders. Returns the new id, if the URL had one.
 *
 * @example rememberAffiliateId(storage, '?aid=seller42') // 'seller42'
 */
export function rememberAffiliateId(
  storage: KeyValueStorage,
  search: string,
  now = Date.now(),
): string | undefined {
  const affiliateId = new URLSearchParams(search).get('aid')?.trim();
  // Anything else is a mangled (or hostile) link: the one remembered stays.
  if (!affiliateId || !affiliateIdPattern.test(affiliateId)) return undefined;
  writeQuietly(
    storage,
    keys.affiliateId,
    JSON.stringify({ id: affiliateId, until: now + affiliateLifetimeMs }),
  );
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
