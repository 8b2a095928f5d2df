import { describe, expect, it } from 'vitest';
import { sleepUntil } from './sleep.js';

describe('sleepUntil', () => {
  it('never resolves before its deadline by performance.now(), however the timers round', async () => {
    const early: number[] = [];
    for (let round = 0; round < 40; round++) {
      const at = performance.now() + 2.6 + (round % 5) * 0.3;
      await sleepUntil(at);
      const now = performance.now();
      if (now < at) early.push(at - now);
    }
    expect(early).toEqual([]);
  });

  it('resolves at once when its signal aborts', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const waiting = sleepUntil(started + 60_000, controller.signal);
    controller.abort();
    await waiting;
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
