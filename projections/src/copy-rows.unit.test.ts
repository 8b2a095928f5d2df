import { describe, expect, it } from 'vitest';
import { encode } from './copy-rows.js';

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
