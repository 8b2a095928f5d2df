import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { longDate } from './long-date';

describe('longDate', () => {
  it.each(languages)('writes every day of 2020 to 2027 as Intl does in %s', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const differing: string[] = [];
    for (let day = new Date(2020, 0, 1); day.getFullYear() < 2028; day.setDate(day.getDate() + 1)) {
      const noon = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12);
      if (longDate(noon, language) !== intl.format(noon)) differing.push(noon.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('writes a date in each language', () => {
    const date = new Date(2026, 10, 27, 9, 30);
    expect(longDate(date, 'en-US')).toBe('November 27, 2026');
    expect(longDate(date, 'ko')).toBe('2026년 11월 27일');
    expect(longDate(date, 'ja')).toBe('2026年11月27日');
    expect(longDate(date, 'zh-CN')).toBe('2026年11月27日');
  });

  it('leaves another language to Intl', () => {
    expect(longDate(new Date(2026, 10, 27), 'de')).toBe('27. November 2026');
    expect(() => longDate(new Date('not a date'), 'en-US')).toThrow(RangeError);
  });
});
