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
    });
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    expect(decodePreference({ currency: { code: 'EUR' } })).toEqual({
      ...defaultPreference,
      token: undefined,
      affiliateId: undefined,
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
});
