import { describe, expect, it } from 'vitest';
import { localeCookie, readLocaleCookie } from './locale-cookie';

describe('the locale cookie', () => {
  it('reads the language among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=ja; b=2')).toBe('ja');
    expect(readLocaleCookie('locale=zh-CN')).toBe('zh-CN');
  });

  it('has nothing to say when absent, empty or unknown', () => {
    expect(readLocaleCookie('')).toBeUndefined();
    expect(readLocaleCookie('mylocale=ko')).toBeUndefined();
    expect(readLocaleCookie('locale=')).toBeUndefined();
    expect(readLocaleCookie('locale=fr')).toBeUndefined();
  });

  it('lasts 365 days across the whole site', () => {
    const cookie = localeCookie('ko');
    expect(cookie).toMatch(/^locale=ko;/);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(readLocaleCookie(cookie)).toBe('ko');
  });
});
