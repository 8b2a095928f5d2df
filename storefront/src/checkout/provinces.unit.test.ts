import { describe, expect, it } from 'vitest';
import { decodeProvinces, provinceOptions } from './provinces';

describe('the province select', () => {
  it('drops the blank entry the server sends and puts its own first', () => {
    const provinces = decodeProvinces([
      { value: '', text: 'Select' },
      { value: '13', text: 'Tokyo' },
      { value: '27', text: 'Osaka' },
      'junk',
    ]);
    expect(provinces).toEqual([
      { value: '13', text: 'Tokyo' },
      { value: '27', text: 'Osaka' },
    ]);
    expect(provinceOptions(provinces, '選択してください')).toEqual([
      { value: '', text: '選択してください' },
      ...provinces,
    ]);
  });

  it('has no options, not even the blank one, for a country without provinces', () => {
    expect(provinceOptions(decodeProvinces([]), 'Select')).toEqual([]);
  });
});
