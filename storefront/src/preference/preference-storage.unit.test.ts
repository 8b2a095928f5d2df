import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import { decodePreference, decodeSetPreferenceAnswer, defaultPreference } from './preference';
import {
  readAffiliateId,
  readCachedPreference,
  readPreferenceToken,
  rememberAffiliateId,
  savePreference,
} from './preference-storage';

const fromServer = {
  token: 'tok-1',
  siteId: 1,
  siteName: 'Pacific Pantry',
  currency: { code: 'KRW', rate: 1150 },
  country: { code: 'KR', name: 'Korea' },
  province: '',
  city: 'Seoul',
  zip: '04524',
  language: { code: 'ko' },
  affiliateId: null,
  provinces: [],
};

describe('the preference', () => {
  it("reads the server's preference", () => {
    expect(decodePreference(fromServer)).toEqual({
      token: 'tok-1',
      currency: 'KRW',
      country: 'KR',
      province: '',
      city: 'Seoul',
      zip: '04524',
      language: 'ko',
      affiliateId: undefined,
      siteId: 1,
      siteName: 'Pacific Pantry',
    });
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    expect(decodePreference({ currency: { code: 'EUR' } })).toEqual({
      ...defaultPreference,
      token: undefined,
      affiliateId: undefined,
      siteId: undefined,
      siteName: undefined,
    });
  });

  it("reads set-preference's data", () => {
    expect(decodeSetPreferenceAnswer({ data: fromServer }).currency).toBe('KRW');
  });
});

describe('the preference storage', () => {
  it('keeps the token under preferenceToken and the last preference', () => {
    const storage = memoryStorage();
    expect(readPreferenceToken(storage)).toBeUndefined();
    expect(readCachedPreference(storage)).toBeUndefined();
    const preference = decodePreference(fromServer);
    savePreference(storage, preference);
    expect(storage.getItem('preferenceToken')).toBe('tok-1');
    expect(readPreferenceToken(storage)).toBe('tok-1');
    expect(readCachedPreference(storage)).toEqual(preference);
  });

  it('keeps an old token when the server sends none', () => {
    const storage = memoryStorage();
    storage.setItem('preferenceToken', 'old');
    savePreference(storage, defaultPreference);
    expect(readPreferenceToken(storage)).toBe('old');
  });

  it('ignores a damaged cache', () => {
    const storage = memoryStorage();
    storage.setItem('preference', '[1,2');
    expect(readCachedPreference(storage)).toBeUndefined();
  });

  it('remembers the affiliate id of the URL', () => {
    const storage = memoryStorage();
    expect(rememberAffiliateId(storage, '?keyword=tea')).toBeUndefined();
    expect(readAffiliateId(storage)).toBeUndefined();
    expect(rememberAffiliateId(storage, '?aid=seller42&x=1')).toBe('seller42');
    expect(rememberAffiliateId(storage, '?aid=')).toBeUndefined();
    expect(rememberAffiliateId(storage, '?aid=<script>')).toBeUndefined();
    expect(readAffiliateId(storage)).toBe('seller42');
  });

  it('forgets an affiliate after 30 days, and one a later link replaced', () => {
    const storage = memoryStorage();
    const visit = Date.parse('2026-11-01T00:00:00Z');
    rememberAffiliateId(storage, '?aid=tea-blog', visit);
    expect(readAffiliateId(storage, visit + 29 * 86_400_000)).toBe('tea-blog');
    expect(readAffiliateId(storage, visit + 30 * 86_400_000)).toBeUndefined();
    rememberAffiliateId(storage, '?aid=snack_vlog', visit + 31 * 86_400_000);
    expect(readAffiliateId(storage, visit + 32 * 86_400_000)).toBe('snack_vlog');
  });

  it('keeps the remembered affiliate when a link brings an odd one, and ignores a tampered store', () => {
    const storage = memoryStorage();
    rememberAffiliateId(storage, '?aid=tea-blog');
    for (const search of [
      '?aid=%3Cimg%20src%3Dx%3E',
      `?aid=${'x'.repeat(65)}`,
      '?aid=%C3%BCber',
      '?aid=a%20b',
      '?aid=..%2F..%2Fetc',
    ]) {
      expect(rememberAffiliateId(storage, search)).toBeUndefined();
    }
    expect(readAffiliateId(storage)).toBe('tea-blog');
    storage.setItem('affiliateId', JSON.stringify({ id: '<b>x</b>', until: Date.now() + 1000 }));
    expect(readAffiliateId(storage)).toBeUndefined();
    storage.setItem('affiliateId', 'not json');
    expect(readAffiliateId(storage)).toBeUndefined();
  });
});
