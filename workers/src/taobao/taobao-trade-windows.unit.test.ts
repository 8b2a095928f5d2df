import { describe, expect, it } from 'vitest';
import { maxIncrementWindowMs, modifiedWindows } from './taobao-trade-windows.js';

const at = (iso: string) => new Date(iso);
const iso = (windows: ReturnType<typeof modifiedWindows>) =>
  windows.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

describe('modifiedWindows', () => {
  it('keeps a span of a day or less whole', () => {
    expect(iso(modifiedWindows(at('2024-05-01T00:00:00Z'), at('2024-05-02T00:00:00Z')))).toEqual([
      ['2024-05-01T00:00:00.000Z', '2024-05-02T00:00:00.000Z'],
    ]);
  });

  it('cuts a longer span into back-to-back windows of at most a day', () => {
    const windows = modifiedWindows(at('2024-05-01T06:00:00Z'), at('2024-05-03T12:00:00Z'));
    expect(iso(windows)).toEqual([
      ['2024-05-01T06:00:00.000Z', '2024-05-02T06:00:00.000Z'],
      ['2024-05-02T06:00:00.000Z', '2024-05-03T06:00:00.000Z'],
      ['2024-05-03T06:00:00.000Z', '2024-05-03T12:00:00.000Z'],
    ]);
    for (const { start, end } of windows) {
      expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(maxIncrementWindowMs);
      expect(end.getTime()).toBeGreaterThan(start.getTime());
    }
  });

  it('counts whole seconds, as TOP timestamps do', () => {
    expect(
      iso(modifiedWindows(at('2024-05-01T00:00:00.900Z'), at('2024-05-01T00:00:05.100Z'))),
    ).toEqual([['2024-05-01T00:00:00.000Z', '2024-05-01T00:00:05.000Z']]);
  });

  it('refuses an empty or backward span', () => {
    expect(() =>
      modifiedWindows(at('2024-05-01T00:00:00Z'), at('2024-05-01T00:00:00.500Z')),
    ).toThrow(RangeError);
    expect(() => modifiedWindows(at('2024-05-02T00:00:00Z'), at('2024-05-01T00:00:00Z'))).toThrow(
      RangeError,
    );
  });
});
