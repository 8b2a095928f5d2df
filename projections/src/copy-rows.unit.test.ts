import { describe, expect, it } from 'vitest';
import { copyText, encode } from './copy-rows.js';

describe('COPY text encoding', () => {
  it('writes NULL, numbers, dates and JSON the way COPY reads them', () => {
    expect(encode(null)).toBe('\\N');
    expect(encode(42)).toBe('42');
    expect(encode(new Date('2026-11-22T01:02:03.000Z'))).toBe('2026-11-22T01:02:03.000Z');
    expect(encode({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });

  it('escapes the characters that would end a field or a row', () => {
    expect(encode('tab\there')).toBe('tab\\there');
    expect(encode('line\nbreak\r')).toBe('line\\nbreak\\r');
    expect(encode({ text: 'quote " and \\ slash' })).toBe(
      '{"text":"quote \\\\" and \\\\\\\\ slash"}',
    );
  });
});

describe('COPY text of rows', () => {
  it('gives each row on a line of its own, fields apart by tabs, as UTF-8', () => {
    const text = copyText([
      [1, '山田 太郎', null],
      [2, 'tab\there', { city: '渋谷区' }],
    ]).toString('utf8');
    expect(text).toBe('1\t山田 太郎\t\\N\n2\ttab\\there\t{"city":"渋谷区"}\n');
  });
});
