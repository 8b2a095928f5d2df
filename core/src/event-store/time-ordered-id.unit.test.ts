import { describe, expect, it, vi } from 'vitest';
import { timeOrderedId } from './time-ordered-id.js';

const version7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered event ids', () => {
  it('are version 7 UUIDs carrying the time they were made', () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(id).toMatch(version7);
    const ms = Number.parseInt(id.replace('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('sort in the order they were made, within one millisecond and past 4,096 in it', () => {
    vi.useFakeTimers({ now: Date.now() - 60_000, toFake: ['Date'] });
    try {
      const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
      expect(ids.every((id) => version7.test(id))).toBe(true);
      expect([...ids].sort()).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      vi.useRealTimers();
    }
  });
});
