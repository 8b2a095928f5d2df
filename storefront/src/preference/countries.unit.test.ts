import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names the countries in the shopper language', () => {
    const options = countryOptions('ja', 'US');
    expect(options.find(({ code }) => code === 'JP')?.name).toBe('日本');
    expect(countryOptions('en-US', 'US').find(({ code }) => code === 'KR')?.name).toBe(
      'South Korea',
    );
  });

  it('sorts by name', () => {
    const names = countryOptions('en-US', 'US').map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('keeps a country the list does not have', () => {
    expect(countryOptions('en-US', 'NO').some(({ code }) => code === 'NO')).toBe(true);
    expect(countryOptions('en-US', 'US').some(({ code }) => code === 'NO')).toBe(false);
  });
});
