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

  it('take the next millisecond past 4,096 in one, and keep rising when the clock steps back', () => {
    const start = Date.now() + 1000;
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    try {
      const time = (id: string) => Number.parseInt(id.replace('-', '').slice(0, 12), 16);
      const inOne = Array.from({ length: 4097 }, () => timeOrderedId());
      expect(inOne.slice(0, 4096).every((id) => time(id) === start)).toBe(true);
      expect(time(inOne[4096] ?? '')).toBe(start + 1);
      vi.setSystemTime(start - 500);
      const afterStepBack = timeOrderedId();
      expect(time(afterStepBack)).toBe(start + 1);
      const all = [...inOne, afterStepBack];
      expect([...all].sort()).toEqual(all);
    } finally {
      vi.useRealTimers();
    }
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
