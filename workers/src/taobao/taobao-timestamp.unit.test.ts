import { describe, expect, it } from 'vitest';
import { parseTopTimestamp, topTimestamp } from './taobao-timestamp.js';

describe('TOP timestamps (GMT+8)', () => {
  it("writes the documentation's example moment", () => {
    expect(topTimestamp(Date.UTC(2016, 0, 1, 4, 0, 0))).toBe('2016-01-01 12:00:00');
  });

  it('moves to the next day, month and year in China before UTC does', () => {
    expect(topTimestamp(new Date('2023-12-31T16:00:00Z'))).toBe('2024-01-01 00:00:00');
    expect(topTimestamp(new Date('2024-02-28T16:30:05Z'))).toBe('2024-02-29 00:30:05');
    expect(topTimestamp(new Date('2024-06-30T15:59:59.999Z'))).toBe('2024-06-30 23:59:59');
  });

  it('pads every field', () => {
    expect(topTimestamp(new Date('2024-03-04T21:02:03Z'))).toBe('2024-03-05 05:02:03');
  });

  it('reads a timestamp back as the same moment', () => {
    expect(parseTopTimestamp('2016-01-01 12:00:00')?.toISOString()).toBe(
      '2016-01-01T04:00:00.000Z',
    );
    const moment = new Date('2025-11-08T23:45:01Z');
    expect(parseTopTimestamp(topTimestamp(moment))?.getTime()).toBe(moment.getTime());
  });

  it('refuses what is not one', () => {
    for (const text of [
      '2016-01-01T12:00:00',
      '2016-1-1 12:00:00',
      '2016-02-30 12:00:00',
      '2016-01-01 24:00:00',
      '1451620800000',
      '',
    ]) {
      expect(parseTopTimestamp(text), text).toBeUndefined();
    }
  });
});
